/**
 * What the sample businesses of each category say about themselves and what their reviewers
 * say about them: opening-hours patterns, how likely each service tag is, the feature phrases
 * of the details JSON, sentences for the long description and website summary, and review
 * texts by sentiment. The generator picks from these lists with its seeded random source.
 */
import type { CategoryValue, ServiceTagValue } from '../../src/domain/catalog';

/** Hours for Monday-Friday, Saturday and Sunday; 'Closed' for closed days. */
interface HoursPattern {
  weekdays: string;
  saturday: string;
  sunday: string;
}

export interface CategoryContent {
  hours: HoursPattern[];
  /** Probability that a business of this category carries each tag. */
  tagOdds: Record<ServiceTagValue, number>;
  highlights: string[];
  popularFor: string[];
  offerings: string[];
  /** Sentences for the long description; `{area}` becomes the neighborhood name. */
  about: string[];
  /** Sentences for the website summary. */
  websiteSummary: string[];
  reviews: {
    /** For 4 and 5 stars. */
    positive: string[];
    /** For 3 stars. */
    mixed: string[];
    /** For 1 and 2 stars. */
    negative: string[];
  };
}

export const OPEN_24_HOURS = 'Open 24 hours';

const officeHours: HoursPattern = { weekdays: '9:00 AM - 5:00 PM', saturday: 'Closed', sunday: 'Closed' };

export const CATEGORY_CONTENT = {
  'movers-packers': {
    hours: [
      { weekdays: '7:00 AM - 7:00 PM', saturday: '8:00 AM - 4:00 PM', sunday: 'Closed' },
      { weekdays: '8:00 AM - 6:00 PM', saturday: '8:00 AM - 6:00 PM', sunday: 'Closed' },
      { weekdays: '7:00 AM - 8:00 PM', saturday: '7:00 AM - 8:00 PM', sunday: '10:00 AM - 4:00 PM' },
    ],
    tagOdds: { licensed: 0.85, 'free-quote': 0.8, '24-7': 0.05, 'eco-friendly': 0.2, 'same-day': 0.3, insured: 0.85, verified: 0.5 },
    highlights: [
      'Full-service packing',
      'Piano moving',
      'Same-week booking',
      'Flat-rate local moves',
      'Long-distance moving',
      'Apartment and high-rise moves',
      'Furniture disassembly and assembly',
      'Elevator reservation help',
      'Background-checked crews',
    ],
    popularFor: [
      'Uptown high-rise moves',
      'Last-minute moves',
      'Senior downsizing',
      'Corporate relocations',
      'Student moves near UNC Charlotte',
      'Fragile item packing',
    ],
    offerings: ['Packing supplies', 'Short-term storage', 'Moving boxes delivered', 'Truck and crew by the hour', 'Specialty crating', 'Unpacking service'],
    about: [
      'Crews arrive with padded trucks, dollies, floor runners and wardrobe boxes, and every piece of furniture is wrapped before it leaves the room.',
      'Quotes are based on a video or in-home walkthrough, so the price on moving day matches the estimate.',
      'The team handles loading-dock and elevator reservations for Uptown and South End apartment towers.',
      'Local moves are billed by the hour with a clear minimum, and long-distance moves are priced by weight and distance.',
      'Packing crews can box up a two-bedroom apartment in a single day, including kitchens and artwork.',
      'Customers moving into Charlotte from out of state can schedule the delivery window around their closing date.',
      'Every mover is a trained employee, not a day laborer, and carries valuation coverage on every job.',
    ],
    websiteSummary: [
      'The website offers an online quote form, a moving-day checklist and a printable packing guide.',
      'Pages cover local, long-distance and commercial moves, with sample pricing for one- to four-bedroom homes.',
      'Customers can book a virtual walkthrough and pay deposits online.',
    ],
    reviews: {
      positive: [
        'The crew showed up right on time, wrapped every piece of furniture and had our two-bedroom loaded in under three hours. Nothing was scratched.',
        'They moved a baby grand piano up to our third floor without a single mark on the stairs. Worth every penny.',
        'Booked on a Monday and they moved us that Thursday. Friendly crew and the final bill matched the quote exactly.',
        'They reserved the freight elevator with our building in South End and handled all the paperwork. Stress-free move.',
        'Careful with our antiques and fast with everything else. The foreman walked through the house with us before they left.',
        'Moving to Charlotte from Chicago felt overwhelming, but they coordinated pickup and delivery around our closing date perfectly.',
        'Great packing crew. They boxed up our whole kitchen in two hours and labeled every box by room.',
        'Honest pricing, no surprise fees, and they reassembled our beds and dining table in the new place.',
      ],
      mixed: [
        'The move itself went fine, but they arrived almost two hours late and the crew was rushed at the end.',
        'Good crew, but the estimate was low and the final bill ended up about 20% higher because of extra stairs.',
        'They were careful with furniture but a few boxes were left in the wrong rooms. Decent overall.',
      ],
      negative: [
        'Our dresser arrived with a cracked top and it took three weeks of emails to get a claim response.',
        'They cancelled the day before our move and offered no help finding another company.',
        'Charged for four hours on a job that took two and a half. Would not book again.',
      ],
    },
  },
  'utility-setup': {
    hours: [
      { weekdays: '8:00 AM - 6:00 PM', saturday: '9:00 AM - 1:00 PM', sunday: 'Closed' },
      { weekdays: '8:00 AM - 8:00 PM', saturday: '9:00 AM - 5:00 PM', sunday: 'Closed' },
      officeHours,
    ],
    tagOdds: { licensed: 0.6, 'free-quote': 0.55, '24-7': 0.1, 'eco-friendly': 0.3, 'same-day': 0.45, insured: 0.6, verified: 0.5 },
    highlights: [
      'Internet and TV setup',
      'Electric account transfers',
      'Smart thermostat installation',
      'Whole-home Wi-Fi',
      'Gas line connection help',
      'Solar consultations',
      'Water and sewer account setup',
      'Same-day appointments',
    ],
    popularFor: ['New construction homes', 'Apartment move-ins', 'Work-from-home setups', 'Landlords and property managers', 'Energy audits'],
    offerings: ['Service comparison', 'Mesh Wi-Fi installation', 'EV charger installation', 'Utility transfer checklist', 'Smart home bundles'],
    about: [
      'The team explains which providers serve a given address, from Duke Energy electric service to Piedmont Natural Gas and Charlotte Water accounts, and helps schedule each start date.',
      'Technicians install and test internet service, mesh Wi-Fi and smart thermostats so a new home is ready on move-in day.',
      'Newcomers get a checklist of every account to open, with deposit amounts and the documents each provider asks for.',
      'For new-construction homes the crew coordinates with the builder so power, gas and internet are live at closing.',
      'Appointments are offered in two-hour windows, including early evenings for people who work in Uptown.',
      'Energy audits identify drafty windows, duct leaks and insulation gaps that raise summer cooling bills.',
    ],
    websiteSummary: [
      'The website lists the utility providers for Charlotte addresses and explains how to transfer or start service.',
      'Customers can book installations online and check appointment status by text.',
      'A resources page covers deposits, ID requirements and typical monthly costs for Charlotte households.',
    ],
    reviews: {
      positive: [
        'They set up our internet, mesh Wi-Fi and smart thermostat the day after we closed. Everything worked before our furniture arrived.',
        'Saved me hours on the phone. They told me exactly which accounts to open for our new address and in what order.',
        'Technician was on time, explained everything and cleaned up after running cable through the crawl space.',
        'Helped us get power and gas turned on in a new build in Steele Creek when the builder dropped the ball.',
        'Great advice on which internet plan actually fits working from home. Fast speeds ever since.',
        'Energy audit paid for itself. Our Duke Energy bill dropped noticeably after the fixes they recommended.',
        'Quick evening appointment, friendly tech, and the Wi-Fi now reaches the back bedroom.',
      ],
      mixed: [
        'The install went fine but rescheduling took two tries because the first technician never showed.',
        'Helpful checklist, but the price of the smart home bundle was higher than buying the parts myself.',
        'Internet works well now, though the tech left some cable clips loose in the hallway.',
      ],
      negative: [
        'Waited all day for a four-hour window and nobody came or called. Had to start over with someone else.',
        'They recommended a plan that was far more than we needed and the cancellation fee was steep.',
        'The thermostat install broke our HVAC fan setting and they took a week to come back.',
      ],
    },
  },
  'storage-junk-removal': {
    hours: [
      { weekdays: '7:00 AM - 7:00 PM', saturday: '8:00 AM - 5:00 PM', sunday: 'Closed' },
      { weekdays: '9:00 AM - 6:00 PM', saturday: '9:00 AM - 5:00 PM', sunday: '11:00 AM - 4:00 PM' },
      { weekdays: '6:00 AM - 9:00 PM', saturday: '6:00 AM - 9:00 PM', sunday: '6:00 AM - 9:00 PM' },
    ],
    tagOdds: { licensed: 0.7, 'free-quote': 0.75, '24-7': 0.15, 'eco-friendly': 0.55, 'same-day': 0.55, insured: 0.75, verified: 0.45 },
    highlights: [
      'Climate-controlled units',
      'Same-day junk pickup',
      'Donation drop-offs',
      'Appliance recycling',
      'Month-to-month leases',
      'Drive-up units',
      'Estate cleanouts',
      'Portable storage containers',
    ],
    popularFor: ['Move-out cleanouts', 'Between-lease storage', 'Garage cleanouts', 'Renovation debris', 'Furniture removal'],
    offerings: ['Truck rental with unit', 'Boxes and packing supplies', 'Volume-based pricing', 'Mattress disposal', 'Document shredding'],
    about: [
      'Junk is priced by how much of the truck it fills, with the price confirmed on site before anything is loaded.',
      'Usable furniture goes to local charities such as Habitat for Humanity ReStores and Goodwill, and metals and electronics are recycled.',
      "Climate-controlled units protect furniture, documents and artwork from Charlotte's summer humidity.",
      'Month-to-month rentals make it easy to store belongings between a lease ending and a closing date.',
      'Gated access, cameras and individually alarmed doors keep units secure.',
      'Crews handle basements, attics, garages and whole-house estate cleanouts.',
    ],
    websiteSummary: [
      'The website shows unit sizes with a space calculator and lets customers reserve a unit online.',
      'Customers can upload photos of their junk for an instant estimate.',
      'A donation and recycling page explains what happens to everything hauled away.',
    ],
    reviews: {
      positive: [
        'They hauled an old sectional, a treadmill and twenty bags of garage junk in under an hour. Price matched the photo estimate.',
        'Climate-controlled unit kept our furniture safe through a Charlotte summer between closings. Easy month-to-month terms.',
        'Loved that they donated our old dressers instead of dumping them. Got a donation receipt by email.',
        'Called in the morning, pickup that afternoon. Crew was polite and swept the garage floor afterward.',
        'Clean facility, good lighting, and the gate code worked every time, even late at night.',
        "They cleared out my mother's house in one day and were very respectful about family items.",
        'Fair volume pricing and they took the old mattress and box spring nobody else would.',
      ],
      mixed: [
        'Unit was clean, but the office hours are short and I had trouble reaching anyone on weekends.',
        'Pickup went fine, though the price ended up higher than the online estimate.',
        'Good storage unit but the rate went up after the first three months.',
      ],
      negative: [
        'They left debris in our driveway and never came back to get it despite promises.',
        'Our rate increased twice in six months with barely any notice.',
        'Crew was over two hours late and then said they could not take half the items.',
      ],
    },
  },
  'cleaning-services': {
    hours: [
      { weekdays: '8:00 AM - 6:00 PM', saturday: '9:00 AM - 3:00 PM', sunday: 'Closed' },
      { weekdays: '7:00 AM - 7:00 PM', saturday: '8:00 AM - 5:00 PM', sunday: 'Closed' },
      { weekdays: '8:00 AM - 5:00 PM', saturday: 'Closed', sunday: 'Closed' },
    ],
    tagOdds: { licensed: 0.55, 'free-quote': 0.75, '24-7': 0.03, 'eco-friendly': 0.55, 'same-day': 0.35, insured: 0.8, verified: 0.5 },
    highlights: [
      'Move-in and move-out cleaning',
      'Deep cleaning',
      'Green cleaning products',
      'Deposit-back guarantee',
      'Carpet steam cleaning',
      'Inside oven and fridge',
      'Post-construction cleanup',
      'Window washing',
    ],
    popularFor: ['Apartment move-outs', 'New home move-ins', 'Recurring biweekly cleaning', 'Airbnb turnovers', 'Pet hair removal'],
    offerings: ['Flat-rate pricing by home size', 'Supplies included', 'Pressure washing', 'Baseboard and blind cleaning', 'Same crew every visit'],
    about: [
      'Move-out cleans follow the checklists Charlotte property managers use, so tenants have the best chance of getting their full deposit back.',
      'Crews bring their own supplies and equipment, including HEPA vacuums and plant-based cleaners on request.',
      'Pricing is set by the number of bedrooms and bathrooms, with add-ons for ovens, refrigerators, blinds and interior windows.',
      'Recurring customers get the same team each visit and can leave instructions in the online portal.',
      'Every cleaner is background-checked, bonded and insured.',
      'New homeowners often book a deep clean before the movers arrive so cabinets and closets are ready to fill.',
    ],
    websiteSummary: [
      'The website has instant pricing by home size and an online booking calendar.',
      'It lists exactly what is included in standard, deep and move-out cleans.',
      'Customers can manage recurring appointments and tips online.',
    ],
    reviews: {
      positive: [
        'Booked a move-out clean for our South End apartment and got the full deposit back. They even cleaned inside the oven.',
        'Same two cleaners every other week and the house has never looked better. Very trustworthy.',
        'They deep cleaned our new house before the movers came. Cabinets, baseboards and windows all spotless.',
        'Used their green cleaning option because of our toddler and dog. No harsh smells and everything sparkled.',
        'Great at getting dog hair out of everything. Worth it for the carpets alone.',
        'Last-minute booking before our closing walk-through and they fit us in the same day.',
        'Flat price, no upsells, and they sent photos when they finished.',
      ],
      mixed: [
        'Good cleaning overall but they missed the inside of the microwave and a couple of windowsills.',
        'Nice crew, but they ran about an hour late and had to leave before finishing the garage.',
        'The first clean was excellent, the second one felt rushed.',
      ],
      negative: [
        'The crew left after two hours and the bathrooms were barely touched. No response to my complaint.',
        'Charged for a deep clean but it looked like a quick surface wipe.',
        'A vase was broken and they denied it happened.',
      ],
    },
  },
  'realtors-rentals': {
    hours: [
      { weekdays: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 4:00 PM', sunday: '12:00 PM - 4:00 PM' },
      { weekdays: '8:30 AM - 5:30 PM', saturday: '10:00 AM - 2:00 PM', sunday: 'Closed' },
      { weekdays: '9:00 AM - 7:00 PM', saturday: '9:00 AM - 5:00 PM', sunday: 'Closed' },
    ],
    tagOdds: { licensed: 0.95, 'free-quote': 0.35, '24-7': 0.02, 'eco-friendly': 0.08, 'same-day': 0.15, insured: 0.4, verified: 0.55 },
    highlights: [
      'Relocation specialists',
      'First-time buyer guidance',
      'Virtual home tours',
      'Apartment locating',
      'New construction expertise',
      'Luxury homes',
      'Property management',
      'Investment properties',
    ],
    popularFor: ['Out-of-state buyers', 'Finding rentals sight unseen', 'Neighborhood comparisons', 'School zone searches', 'Condo buyers'],
    offerings: ['Free relocation packet', 'Lease negotiation', 'Home valuation', 'Short-term furnished rentals', 'Buyer agency agreements'],
    about: [
      'Agents give video tours for buyers and renters who are still living out of state and cannot visit before moving.',
      'Every client gets a neighborhood comparison covering commute times, school assignments and price trends.',
      'The team knows the new-construction communities of Ballantyne, Steele Creek and the northern suburbs, and can represent buyers with builders.',
      'Rental clients get help with applications, pet policies and lease terms at apartment communities across Charlotte.',
      "Agents are licensed by the North Carolina Real Estate Commission and explain the state's due diligence fee and period clearly.",
      'The brokerage also manages rental properties for owners who relocate away from Charlotte.',
    ],
    websiteSummary: [
      'The website has searchable listings, neighborhood guides and a relocation request form.',
      'Buyers can schedule virtual showings and download a Charlotte relocation guide.',
      'Renters can browse available units with floor plans and apply online.',
    ],
    reviews: {
      positive: [
        "We bought our house in Charlotte from Denver without ever visiting. Our agent's video tours were thorough and honest.",
        'Explained the due diligence period and fee, which we had never heard of. Made the whole process clear.',
        'Found us a rental in Plaza Midwood that took our two big dogs within a week.',
        'She knew exactly which streets were zoned for the schools we wanted. Saved us so much research.',
        'Negotiated the builder into covering closing costs on our new construction home.',
        'Responsive by text at all hours and never pushy. We felt like the only clients.',
        'Great apartment locator. Sent us five options that matched our budget and commute.',
      ],
      mixed: [
        'Knowledgeable agent but slow to respond on weekends, which matters in this market.',
        'We found a good place, but felt pushed toward the higher end of our budget.',
        'The rental was fine but the move-in inspection was rushed.',
      ],
      negative: [
        'Our agent disappeared for a week during due diligence and we almost lost the house.',
        'The property manager took over a month to fix a broken AC in July.',
        'Kept showing us homes well above our budget no matter what we said.',
      ],
    },
  },
  'schools-childcare': {
    hours: [
      { weekdays: '7:00 AM - 6:00 PM', saturday: 'Closed', sunday: 'Closed' },
      { weekdays: '6:30 AM - 6:30 PM', saturday: 'Closed', sunday: 'Closed' },
      { weekdays: '8:00 AM - 4:00 PM', saturday: 'Closed', sunday: 'Closed' },
      { weekdays: '3:00 PM - 8:00 PM', saturday: '9:00 AM - 2:00 PM', sunday: 'Closed' },
    ],
    tagOdds: { licensed: 0.95, 'free-quote': 0.1, '24-7': 0, 'eco-friendly': 0.15, 'same-day': 0.03, insured: 0.6, verified: 0.55 },
    highlights: [
      'NC licensed childcare',
      'Low student-teacher ratios',
      'Montessori curriculum',
      'STEM enrichment',
      'Spanish immersion',
      'After-school pickup',
      'Summer camps',
      'Tutoring for all grades',
    ],
    popularFor: ['Infant care', 'Pre-K readiness', 'Mid-year enrollment', 'Test prep', 'Working parents'],
    offerings: ['Part-time schedules', 'Healthy meals included', 'Parent app with daily updates', 'Transportation from CMS schools', 'Tours by appointment'],
    about: [
      'Families relocating mid-year can tour virtually and often start within two weeks.',
      'Classrooms are organized by age, with infant, toddler, preschool and pre-K rooms.',
      'Teachers hold early-childhood credentials and complete annual CPR and first-aid training.',
      'The center holds a North Carolina star-rated license from the Division of Child Development and Early Education.',
      'After-school programs pick up students from nearby CMS elementary schools and provide homework help.',
      'Tutors work with students on CMS curriculum, end-of-grade test preparation and SAT and ACT prep.',
    ],
    websiteSummary: [
      'The website explains programs by age group, tuition and the enrollment process.',
      'Parents can book tours online and join a waitlist.',
      'A parent handbook and the annual calendar are available to download.',
    ],
    reviews: {
      positive: [
        'Our daughter started mid-year after our move from Atlanta and the teachers made her feel at home in days.',
        'Warm teachers, daily photos in the app and a real focus on pre-K readiness. Our son is thriving.',
        'The tutor helped our son catch up on North Carolina math standards after switching schools.',
        'After-school pickup from the elementary school is a lifesaver for working parents.',
        'Montessori classroom is calm and beautiful. We love the mixed-age approach.',
        'Summer camp was the highlight of our first summer in Charlotte. Field trips every week.',
        'Very clean facility and low ratios. The infant room teachers are wonderful.',
      ],
      mixed: [
        'Great teachers, but staff turnover this year has been noticeable.',
        'Good program, though tuition went up more than we expected.',
        'Our kids like it but communication about schedule changes could be better.',
      ],
      negative: [
        'Tuition increased mid-year with little notice and the director was hard to reach.',
        'Our tutor cancelled three sessions in a row right before exams.',
        'Pickup line is chaotic and we had a safety concern that was brushed off.',
      ],
    },
  },
  'healthcare-doctors': {
    hours: [
      { weekdays: '8:00 AM - 5:00 PM', saturday: 'Closed', sunday: 'Closed' },
      { weekdays: '8:00 AM - 8:00 PM', saturday: '9:00 AM - 5:00 PM', sunday: '9:00 AM - 5:00 PM' },
      { weekdays: '7:30 AM - 6:00 PM', saturday: '8:00 AM - 12:00 PM', sunday: 'Closed' },
      { weekdays: '5:30 AM - 9:00 PM', saturday: '7:00 AM - 6:00 PM', sunday: '8:00 AM - 4:00 PM' },
    ],
    tagOdds: { licensed: 0.95, 'free-quote': 0.05, '24-7': 0.05, 'eco-friendly': 0.05, 'same-day': 0.4, insured: 0.5, verified: 0.55 },
    highlights: [
      'Accepting new patients',
      'Same-day sick visits',
      'Telehealth appointments',
      'Board-certified physicians',
      'Spanish-speaking staff',
      'Evening and weekend hours',
      'Fitness and wellness coaching',
      'Physical therapy',
    ],
    popularFor: ['New patient checkups', 'Urgent care', 'Sports injuries', 'Pediatric care', 'Preventive care', 'Group fitness classes'],
    offerings: ['Most major insurance accepted', 'Online scheduling', 'On-site lab work', 'Patient portal', 'Personal training'],
    about: [
      'New patients can book online and transfer records from a previous doctor through the patient portal.',
      'The practice accepts most major plans, including Blue Cross NC, Aetna, Cigna and UnitedHealthcare, and posts self-pay prices.',
      'Same-day appointments are held each morning for sick visits.',
      'Clinicians coordinate referrals with specialists at Atrium Health and Novant Health hospitals.',
      'Telehealth visits are available for follow-ups, prescriptions and minor illnesses.',
      'Wellness programs include nutrition counseling, strength training and small-group fitness classes.',
    ],
    websiteSummary: [
      'The website lists providers, accepted insurance plans and new-patient forms.',
      'Patients can book appointments online and message the care team through the portal.',
      'A services page explains preventive care, urgent visits and wellness programs.',
    ],
    reviews: {
      positive: [
        'Finding a new doctor after moving was easier than I feared. They had a new-patient slot within a week and the doctor listened.',
        'Same-day sick visit for my son, in and out in 40 minutes. Kind nurses.',
        'The physical therapist got my knee back to running the Rail Trail in six weeks.',
        'Front desk sorted out our insurance transfer and the portal is easy to use.',
        'Evening hours are perfect for my schedule. The doctor explained everything clearly.',
        'Telehealth follow-up saved me a trip across town. Prescriptions were sent right away.',
        'Great small-group classes and coaches who actually correct your form.',
      ],
      mixed: [
        'Doctor is excellent, but expect to wait 30 minutes past your appointment time.',
        'Good care, but billing took three calls to sort out.',
        'Nice staff, though it took a month to get a new-patient appointment.',
      ],
      negative: [
        'Waited over an hour and then the visit lasted five minutes.',
        'They billed my insurance incorrectly and the office never returned my calls.',
        'Could not get a sick appointment for three days despite the same-day promise.',
      ],
    },
  },
  'dmv-paperwork': {
    hours: [
      officeHours,
      { weekdays: '8:00 AM - 5:00 PM', saturday: '9:00 AM - 12:00 PM', sunday: 'Closed' },
      { weekdays: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM', sunday: 'Closed' },
    ],
    tagOdds: { licensed: 0.75, 'free-quote': 0.45, '24-7': 0, 'eco-friendly': 0.05, 'same-day': 0.5, insured: 0.45, verified: 0.5 },
    highlights: [
      'Title and registration help',
      'Notary public on site',
      'Same-day tag service',
      'Document checklists',
      'Translation services',
      'Vehicle inspections',
      'Mobile notary',
      'Tax preparation',
    ],
    popularFor: ['Out-of-state title transfers', 'REAL ID documents', 'Vehicle registration', 'Closing documents', 'Business filings'],
    offerings: ['Walk-ins welcome', 'Appointment reminders', 'Apostille assistance', 'NC emissions and safety inspection', 'Fingerprinting'],
    about: [
      'The staff explains what North Carolina requires to transfer an out-of-state title and register a vehicle, including the safety and emissions inspection Mecklenburg County requires.',
      "New residents learn the deadlines: a North Carolina driver's licence and vehicle registration within 60 days of moving.",
      'Clients bring their documents once; the team checks them against the NCDMV REAL ID list before anyone stands in line.',
      'Notaries are available for closing documents, powers of attorney, affidavits and vehicle title signatures.',
      'The office prepares paperwork for LLC formations, business licenses and individual tax returns.',
      'Appointments keep waits short, and walk-ins are welcome early in the week.',
    ],
    websiteSummary: [
      'The website has checklists for titling, registration and REAL ID documents.',
      'Clients can book notary and inspection appointments online.',
      'A fee page lists state fees separately from service fees.',
    ],
    reviews: {
      positive: [
        'They checked all my documents before I went to the DMV and I walked out with my NC licence on the first try.',
        'Transferred my Ohio title and got plates the same afternoon. Way faster than doing it myself.',
        'Mobile notary came to our house for closing documents on a Saturday. Lifesaver.',
        'Inspection was quick and they explained the emissions requirement for Mecklenburg County.',
        'Clear fees, friendly staff, and no waiting with an appointment.',
        'Helped me set up my LLC and business license after moving here. Very knowledgeable.',
      ],
      mixed: [
        'Helpful staff but the service fee on top of state fees added up.',
        'Quick once I was seen, but the walk-in wait was over an hour.',
        'Good notary service though parking is a hassle.',
      ],
      negative: [
        'They told me I had everything and the DMV turned me away for a missing document.',
        'Overcharged compared to doing the registration online myself.',
        'Appointment was cancelled without notice.',
      ],
    },
  },
  'pet-services': {
    hours: [
      { weekdays: '7:00 AM - 7:00 PM', saturday: '8:00 AM - 5:00 PM', sunday: '10:00 AM - 4:00 PM' },
      { weekdays: '8:00 AM - 6:00 PM', saturday: '8:00 AM - 12:00 PM', sunday: 'Closed' },
      { weekdays: '6:30 AM - 7:30 PM', saturday: '7:00 AM - 6:00 PM', sunday: '7:00 AM - 6:00 PM' },
    ],
    tagOdds: { licensed: 0.75, 'free-quote': 0.2, '24-7': 0.1, 'eco-friendly': 0.25, 'same-day': 0.35, insured: 0.7, verified: 0.5 },
    highlights: [
      'Fear Free certified staff',
      'Full-service grooming',
      'Dog daycare',
      'Overnight boarding',
      'Wellness exams and vaccines',
      'Dog walking',
      'Cat-only care',
      'Puppy training classes',
    ],
    popularFor: ['New-to-Charlotte pet registrations', 'Anxious pets', 'Large breeds', 'Senior pets', 'Daily walks for apartment dogs'],
    offerings: ['Webcams for daycare', 'Pickup and drop-off', 'Microchipping', 'Nail trims walk-in', 'Rabies vaccines and county tags'],
    about: [
      'New residents get help with Mecklenburg County pet licensing and rabies vaccination records from their previous vet.',
      'Groomers handle every coat type, from doodles to double-coated shepherds, and use hypoallergenic shampoos on request.',
      'Daycare groups are matched by size and temperament, with shaded outdoor yards for Charlotte summers.',
      'Walkers cover midday visits for apartment dogs in Uptown, South End and NoDa, with GPS reports after each walk.',
      'The veterinary team offers wellness exams, dental cleanings, vaccines and same-day sick visits.',
      'Training classes cover puppy basics, leash manners on busy greenways and reactive-dog skills.',
    ],
    websiteSummary: [
      'The website lists services and prices, and new clients can upload vaccine records before a first visit.',
      'Pet parents can book grooming, boarding and daycare online.',
      'A resources page covers Charlotte dog parks and county pet licensing.',
    ],
    reviews: {
      positive: [
        'Our anxious rescue actually wags his tail walking in. The groomers are patient and gentle.',
        'Midday walker sends a photo and GPS map every day. Perfect for our Uptown apartment pup.',
        'The vet fit our cat in the same day when she stopped eating. Caring and thorough.',
        'Daycare webcams are a nice touch and our lab comes home happily exhausted.',
        'Puppy class taught us more in six weeks than a year of videos. Great trainers.',
        'Boarding over Thanksgiving and they sent updates twice a day. Will book again.',
        'Transferred records from our old vet in Boston without any hassle.',
      ],
      mixed: [
        'Nice groom but it took four hours longer than they quoted.',
        'Good vets but the front desk is often overwhelmed and calls go unanswered.',
        'Daycare is fine, though prices went up twice this year.',
      ],
      negative: [
        'Our dog came home with clipper burns and the manager was dismissive.',
        'They lost our boarding reservation over a holiday weekend.',
        'Walker skipped two visits without telling us.',
      ],
    },
  },
  'neighborhood-guides': {
    hours: [
      officeHours,
      { weekdays: '10:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM', sunday: 'Closed' },
      { weekdays: '9:00 AM - 5:00 PM', saturday: '9:00 AM - 5:00 PM', sunday: '1:00 PM - 5:00 PM' },
    ],
    tagOdds: { licensed: 0.3, 'free-quote': 0.5, '24-7': 0, 'eco-friendly': 0.15, 'same-day': 0.2, insured: 0.3, verified: 0.5 },
    highlights: [
      'Guided neighborhood tours',
      'Relocation consultations',
      'School zone research',
      'Commute planning',
      'Walking and bike tours',
      'Personalized area reports',
    ],
    popularFor: ['Scouting trips', 'Corporate transferees', 'Families comparing school zones', 'Retirees', 'Remote workers'],
    offerings: ['Half-day driving tours', 'Virtual tours', 'Printed neighborhood packets', 'Local history talks', 'Newcomer welcome kits'],
    about: [
      "Half-day driving tours cover four to six neighborhoods chosen around the client's budget, commute and school needs.",
      'Guides are long-time Charlotte residents who know which streets flood, which have the longest school lines and where the new greenway sections are going.',
      'Virtual tours on video calls help people who are deciding from out of state.',
      'Each client gets a written report comparing rents, home prices, commute times and walkability.',
      "Walking tours explore the history of Uptown's four wards, the mill villages of NoDa and the streetcar suburbs of Dilworth and Myers Park.",
      'The guides do not sell real estate, so the advice stays independent.',
    ],
    websiteSummary: [
      'The website offers tour packages, sample area reports and a booking calendar.',
      'Blog posts compare Charlotte neighborhoods by budget and lifestyle.',
      'Clients can request a custom relocation consultation online.',
    ],
    reviews: {
      positive: [
        'Our half-day tour covered six neighborhoods and narrowed our search to two. Worth it before signing a lease.',
        'The guide knew every school zone and traffic pattern. We chose Matthews because of her advice.',
        'Virtual tour from Seattle felt almost like being there. Honest about the downsides too.',
        'Loved the NoDa history walk. Great stories about the mill village.',
        'The written area report was detailed and easy to share with my spouse.',
        'Independent advice with no sales pitch. Exactly what we needed.',
      ],
      mixed: [
        'Interesting tour but it ran long and we skipped one neighborhood we wanted to see.',
        'Good overview, though the report came a week later than promised.',
        'Helpful but a bit pricey for what we got.',
      ],
      negative: ['The guide seemed unfamiliar with the suburbs we asked about.', 'Tour was cancelled twice.', 'Information on rents was out of date.'],
    },
  },
  'social-newcomer-groups': {
    hours: [
      { weekdays: '6:00 PM - 9:00 PM', saturday: '10:00 AM - 2:00 PM', sunday: 'Closed' },
      { weekdays: '10:00 AM - 4:00 PM', saturday: 'Closed', sunday: 'Closed' },
      { weekdays: '9:00 AM - 5:00 PM', saturday: '9:00 AM - 12:00 PM', sunday: 'Closed' },
    ],
    tagOdds: { licensed: 0.05, 'free-quote': 0.05, '24-7': 0, 'eco-friendly': 0.2, 'same-day': 0.02, insured: 0.1, verified: 0.45 },
    highlights: [
      'Monthly newcomer mixers',
      'Free first event',
      'Interest-based clubs',
      'Volunteer projects',
      'Family meetups',
      'Professional networking',
      'Run and ride groups',
    ],
    popularFor: ['Making friends after a move', 'Networking', 'Young professionals', 'Parents of young kids', 'Retirees'],
    offerings: ['Annual membership', 'Members-only app', 'Brewery socials', 'Book clubs', 'Hiking trips to the mountains'],
    about: [
      'Monthly mixers rotate among Uptown, South End, NoDa and Ballantyne venues so members from across the city can attend.',
      'New members are paired with a welcome buddy who has lived in Charlotte for at least a year.',
      'Interest groups include book clubs, supper clubs, run clubs on the Rail Trail, trivia teams and day trips to the Blue Ridge Mountains.',
      'Volunteer days support local nonprofits such as Loaves & Fishes, Habitat for Humanity and the Little Sugar Creek Greenway cleanups.',
      "Events are posted in the members' app and most cost little or nothing to attend.",
      'Professionals can join career-focused breakfasts and panels with Charlotte employers.',
    ],
    websiteSummary: [
      'The website lists upcoming events and explains membership levels.',
      'Newcomers can sign up for a free first event and a welcome call.',
      'Photos and recaps from recent meetups give a feel for the group.',
    ],
    reviews: {
      positive: [
        'I moved here knowing nobody. Six months later I have a trivia team, a running group and real friends.',
        'The welcome buddy program is brilliant. She showed me around NoDa my first weekend.',
        'Family meetups at the parks helped our kids make friends before school started.',
        'Great mix of ages and backgrounds. The brewery socials are relaxed and friendly.',
        'Volunteer days are well organized and a great way to meet people while giving back.',
        'The hiking trips to Blowing Rock have been the highlight of my first year.',
      ],
      mixed: [
        'Fun events, but they fill up fast and the waitlist is long.',
        'Good group, though events skew toward Uptown and South End.',
        'Membership fee went up and the app is clunky.',
      ],
      negative: [
        'Felt cliquey at the first two events and nobody from the organizers said hello.',
        'Events were cancelled several times with little notice.',
        'Paid for a year and the group barely met.',
      ],
    },
  },
  'specialty-services': {
    hours: [
      { weekdays: '8:00 AM - 6:00 PM', saturday: '9:00 AM - 3:00 PM', sunday: 'Closed' },
      { weekdays: '7:00 AM - 9:00 PM', saturday: '8:00 AM - 6:00 PM', sunday: '10:00 AM - 6:00 PM' },
      { weekdays: '8:00 AM - 8:00 PM', saturday: '9:00 AM - 5:00 PM', sunday: 'Closed' },
    ],
    tagOdds: { licensed: 0.65, 'free-quote': 0.6, '24-7': 0.12, 'eco-friendly': 0.3, 'same-day': 0.4, insured: 0.7, verified: 0.5 },
    highlights: [
      'Coworking day passes',
      'Handyman services',
      'Locksmith and rekeying',
      'TV mounting',
      'Interior design',
      'Home organization',
      'Fitness classes',
      'Private offices',
    ],
    popularFor: ['Remote workers', 'New-home rekeying', 'Furniture assembly', 'Unpacking and organizing', 'Boutique fitness'],
    offerings: ['Monthly memberships', 'Meeting room rentals', 'Hourly handyman rates', 'Free consultations', 'Class packs'],
    about: [
      'New homeowners often start with rekeying every exterior door, which takes under an hour.',
      'Handymen mount TVs, hang art, assemble furniture and fix the small things home inspections flag.',
      'Coworking members get fast Wi-Fi, phone booths, meeting rooms and coffee, with day passes for people who only need a desk occasionally.',
      'Professional organizers unpack, set up kitchens and closets, and haul away boxes on moving week.',
      'Boutique fitness studios offer a first class free and introductory packs for newcomers.',
      "Designers help newcomers furnish a new home to fit Charlotte's mix of historic bungalows and new builds.",
    ],
    websiteSummary: [
      'The website lists services, rates and membership options, with online booking.',
      'Clients can buy passes, schedule consultations and see before-and-after photos.',
      'A FAQ covers pricing, cancellations and what to expect on a first visit.',
    ],
    reviews: {
      positive: [
        'Rekeyed every lock in our new house in 45 minutes and gave us a fair price.',
        'Mounted two TVs and hung a gallery wall in one visit. Perfectly level, no mess.',
        'The coworking space has great light, fast Wi-Fi and a friendly community of remote workers.',
        'Our organizer unpacked the whole kitchen and set up closets in a day. We felt at home right away.',
        'Fantastic instructors and a welcoming vibe for newcomers. First class was free.',
        'Handyman fixed every item on our inspection list in one afternoon.',
      ],
      mixed: [
        'Good work, but scheduling took over a week.',
        'Nice space, though it gets loud in the afternoons.',
        'Quality was fine but the hourly rate added up fast.',
      ],
      negative: [
        'The TV mount came loose after a week and they never returned my calls.',
        'Membership cancellation was a nightmare.',
        'Arrived without the right parts and charged a trip fee anyway.',
      ],
    },
  },
} satisfies Record<CategoryValue, CategoryContent>;

/** Closing sentences added to some reviews; keep them short so reviews stay under 300 characters. */
export const REVIEW_CLOSERS = [
  'Highly recommend.',
  'Would hire again.',
  'Five stars from a new Charlotte resident.',
  'Great find for newcomers.',
  'Already recommended them to neighbors.',
  'We will be back.',
];

/** Sentences that may open a review, by sentiment, so that reviews of similar businesses differ. */
export const REVIEW_OPENERS = {
  positive: [
    'We moved here from New Jersey in March.',
    'Found them through this directory.',
    'Second time using them and still impressed.',
    'New to Charlotte and had no idea where to start.',
    'A coworker in Uptown recommended them.',
    'Our neighbor suggested them when we closed on our house.',
    'Relocated from Chicago last spring.',
    'I compared three places before choosing this one.',
    'Just moved into our first Charlotte apartment.',
    'We needed help during our first month in town.',
    'Booked them after reading the reviews here.',
    'Moved down from Philadelphia for work.',
  ],
  mixed: [
    'Mixed feelings on this one.',
    'We used them right after moving here.',
    'Three stars feels fair.',
    'Not bad, not great.',
    'Some things went well and some did not.',
  ],
  negative: [
    'Really disappointed.',
    'I wanted to like this place.',
    'We were new in town and trusted the good reviews.',
    'Save yourself the hassle.',
    'Writing this so other newcomers know.',
  ],
};

/** Texts of reviews the moderators rejected (spam, off-topic, abusive), with the reason. */
export const REJECTED_REVIEWS: Array<{ text: string; reason: string }> = [
  { text: 'Best prices in town!!! Visit my website for discount codes on everything!!!', reason: 'Spam or advertising' },
  { text: 'This review is about a different company with a similar name. Not sure who these people are.', reason: 'Wrong business' },
  { text: 'Terrible terrible terrible. Everyone who works there is an idiot.', reason: 'Abusive language' },
  { text: 'Click here for free gift cards and crypto giveaways.', reason: 'Spam or advertising' },
  { text: 'Has anyone tried the pizza place next door? Looking for recommendations.', reason: 'Off-topic' },
  { text: 'I am the owner and this is the best business in Charlotte.', reason: 'Conflict of interest' },
];
