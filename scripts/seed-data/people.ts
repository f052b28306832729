/**
 * Fictional people for reviews and claims. E-mail addresses use example.com and phone
 * numbers stay in the fictional (704) 555-0100 to 555-0199 range.
 */
export const FIRST_NAMES = [
  'Aaliyah', 'Aaron', 'Abigail', 'Adrian', 'Aisha', 'Alejandro', 'Alex', 'Amara', 'Andre', 'Angela',
  'Anita', 'Ben', 'Bianca', 'Brandon', 'Brianna', 'Caleb', 'Camila', 'Carlos', 'Carmen', 'Chloe',
  'Chris', 'Claire', 'Daniel', 'Danielle', 'Darius', 'David', 'Deepa', 'Devon', 'Diana', 'Dominic',
  'Elena', 'Elijah', 'Emily', 'Eric', 'Fatima', 'Gabriel', 'Grace', 'Hannah', 'Hector', 'Imani',
  'Isaac', 'Jasmine', 'Jason', 'Jenna', 'Jordan', 'Jose', 'Julia', 'Kayla', 'Kenji', 'Kevin',
  'Kiara', 'Laura', 'Liam', 'Lucia', 'Malik', 'Maria', 'Marcus', 'Maya', 'Megan', 'Mei',
  'Michael', 'Nadia', 'Nathan', 'Nicole', 'Noah', 'Olivia', 'Omar', 'Priya', 'Rachel', 'Rahul',
  'Rebecca', 'Ryan', 'Samantha', 'Sarah', 'Sean', 'Sofia', 'Tamara', 'Taylor', 'Terrence', 'Tiffany',
  'Tyler', 'Vanessa', 'Victor', 'Wei', 'Whitney', 'Xavier', 'Yolanda', 'Zach', 'Zoe', 'Hunter',
];

export const LAST_NAMES = [
  'Adams', 'Alvarez', 'Anderson', 'Banks', 'Bennett', 'Brooks', 'Campbell', 'Carter', 'Chen', 'Coleman',
  'Cruz', 'Davis', 'Diaz', 'Edwards', 'Evans', 'Fisher', 'Flores', 'Foster', 'Garcia', 'Gordon',
  'Gray', 'Green', 'Hall', 'Harris', 'Hayes', 'Henderson', 'Hughes', 'Jackson', 'James', 'Jenkins',
  'Johnson', 'Kim', 'King', 'Lee', 'Lewis', 'Lopez', 'Martin', 'Martinez', 'McCoy', 'Miller',
  'Mitchell', 'Moore', 'Morgan', 'Murphy', 'Nguyen', 'Owens', 'Patel', 'Perez', 'Phillips', 'Price',
  'Ramirez', 'Reed', 'Reyes', 'Richardson', 'Rivera', 'Roberts', 'Robinson', 'Rodriguez', 'Ross', 'Sanders',
  'Shah', 'Simmons', 'Singh', 'Smith', 'Stewart', 'Sullivan', 'Taylor', 'Thomas', 'Thompson', 'Torres',
  'Turner', 'Walker', 'Ward', 'Washington', 'Watson', 'White', 'Williams', 'Wilson', 'Wright', 'Young',
];
