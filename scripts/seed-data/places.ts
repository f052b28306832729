/**
 * Real Charlotte-area streets for the sample businesses' addresses, grouped by the
 * neighborhood value a business is listed under, with the ZIP code of that stretch of street
 * and the range of house numbers used on it. Businesses in a profile neighborhood are placed
 * near that neighborhood's centre (neighborhoods.ts); 'charlotte-metro' streets carry their own
 * approximate coordinates because they are spread across the county.
 */
export interface Street {
  name: string;
  zip: string;
  from: number;
  to: number;
  /** Approximate coordinates, for streets outside the profile neighborhoods. */
  at?: { lat: number; lng: number };
}

export const STREETS: Record<string, Street[]> = {
  uptown: [
    { name: 'N Tryon St', zip: '28202', from: 100, to: 700 },
    { name: 'S Tryon St', zip: '28202', from: 100, to: 500 },
    { name: 'W Trade St', zip: '28202', from: 100, to: 600 },
    { name: 'N College St', zip: '28202', from: 200, to: 600 },
    { name: 'S Church St', zip: '28202', from: 100, to: 400 },
    { name: 'E 4th St', zip: '28202', from: 100, to: 300 },
    { name: 'W 5th St', zip: '28202', from: 100, to: 300 },
  ],
  'south-end': [
    { name: 'South Blvd', zip: '28203', from: 1400, to: 2400 },
    { name: 'Camden Rd', zip: '28203', from: 1500, to: 2200 },
    { name: 'S Tryon St', zip: '28203', from: 1500, to: 2600 },
    { name: 'W Tremont Ave', zip: '28203', from: 100, to: 400 },
    { name: 'Hawkins St', zip: '28203', from: 2000, to: 2300 },
    { name: 'W Bland St', zip: '28203', from: 200, to: 400 },
  ],
  noda: [
    { name: 'N Davidson St', zip: '28205', from: 3000, to: 3400 },
    { name: 'E 36th St', zip: '28205', from: 400, to: 800 },
    { name: 'Yadkin Ave', zip: '28205', from: 3000, to: 3300 },
    { name: 'Matheson Ave', zip: '28205', from: 300, to: 700 },
  ],
  'plaza-midwood': [
    { name: 'Central Ave', zip: '28205', from: 1200, to: 1900 },
    { name: 'Commonwealth Ave', zip: '28205', from: 1500, to: 2200 },
    { name: 'The Plaza', zip: '28205', from: 1200, to: 1700 },
    { name: 'Thomas St', zip: '28205', from: 1000, to: 1300 },
  ],
  dilworth: [
    { name: 'East Blvd', zip: '28203', from: 200, to: 1300 },
    { name: 'Park Rd', zip: '28203', from: 1500, to: 2100 },
    { name: 'Kenilworth Ave', zip: '28203', from: 1200, to: 1700 },
    { name: 'Scott Ave', zip: '28203', from: 1700, to: 2000 },
  ],
  'myers-park': [
    { name: 'Providence Rd', zip: '28207', from: 1600, to: 2400 },
    { name: 'Selwyn Ave', zip: '28207', from: 1900, to: 2300 },
    { name: 'Randolph Rd', zip: '28207', from: 1000, to: 1600 },
  ],
  ballantyne: [
    { name: 'Ballantyne Commons Pkwy', zip: '28277', from: 7800, to: 9800 },
    { name: 'Johnston Rd', zip: '28277', from: 14800, to: 16000 },
    { name: 'Ballantyne Corporate Pl', zip: '28277', from: 13000, to: 14000 },
    { name: 'Community House Rd', zip: '28277', from: 13500, to: 15000 },
  ],
  'university-city': [
    { name: 'University City Blvd', zip: '28262', from: 8800, to: 9800 },
    { name: 'JW Clay Blvd', zip: '28262', from: 8900, to: 9300 },
    { name: 'N Tryon St', zip: '28262', from: 8400, to: 9800 },
    { name: 'W Mallard Creek Church Rd', zip: '28262', from: 100, to: 1500 },
    { name: 'University Executive Park Dr', zip: '28262', from: 8500, to: 9000 },
  ],
  elizabeth: [
    { name: 'Elizabeth Ave', zip: '28204', from: 1500, to: 2200 },
    { name: 'E 7th St', zip: '28204', from: 1500, to: 2400 },
    { name: 'Hawthorne Ln', zip: '28204', from: 100, to: 500 },
  ],
  'fourth-ward': [
    { name: 'N Church St', zip: '28202', from: 300, to: 600 },
    { name: 'W 9th St', zip: '28202', from: 100, to: 400 },
    { name: 'N Graham St', zip: '28202', from: 400, to: 700 },
  ],
  cotswold: [
    { name: 'Randolph Rd', zip: '28211', from: 4000, to: 4600 },
    { name: 'S Sharon Amity Rd', zip: '28211', from: 200, to: 500 },
  ],
  southpark: [
    { name: 'Morrison Blvd', zip: '28211', from: 4300, to: 4700 },
    { name: 'Fairview Rd', zip: '28210', from: 6000, to: 6900 },
    { name: 'Sharon Rd', zip: '28211', from: 4300, to: 4800 },
    { name: 'Barclay Downs Dr', zip: '28209', from: 4500, to: 5000 },
  ],
  'wesley-heights': [
    { name: 'W Morehead St', zip: '28208', from: 1000, to: 1600 },
    { name: 'Freedom Dr', zip: '28208', from: 1000, to: 1500 },
  ],
  'steele-creek': [
    { name: 'Steele Creek Rd', zip: '28273', from: 11000, to: 14000 },
    { name: 'S Tryon St', zip: '28273', from: 11000, to: 14000 },
    { name: 'Ayrsley Town Blvd', zip: '28273', from: 1800, to: 2100 },
  ],
  'highland-creek': [
    { name: 'Highland Creek Pkwy', zip: '28269', from: 5900, to: 7300 },
    { name: 'Prosperity Church Rd', zip: '28269', from: 5800, to: 6400 },
  ],
  montford: [
    { name: 'Montford Dr', zip: '28209', from: 1400, to: 1800 },
    { name: 'Park Rd', zip: '28209', from: 4100, to: 4500 },
  ],
  'madison-park': [
    { name: 'Park Rd', zip: '28209', from: 5000, to: 5600 },
    { name: 'E Woodlawn Rd', zip: '28209', from: 100, to: 700 },
  ],
  'villa-heights': [
    { name: 'Parkwood Ave', zip: '28205', from: 900, to: 1400 },
    { name: 'The Plaza', zip: '28205', from: 2000, to: 2400 },
  ],
  belmont: [{ name: 'Belmont Ave', zip: '28205', from: 800, to: 1200 }],
  matthews: [
    { name: 'Matthews Township Pkwy', zip: '28105', from: 1300, to: 2300 },
    { name: 'E John St', zip: '28105', from: 100, to: 400 },
    { name: 'N Trade St', zip: '28105', from: 100, to: 300 },
  ],
  cornelius: [
    { name: 'W Catawba Ave', zip: '28031', from: 19000, to: 20000 },
    { name: 'Jetton Rd', zip: '28031', from: 19000, to: 19800 },
  ],
  'mint-hill': [
    { name: 'Matthews-Mint Hill Rd', zip: '28227', from: 7000, to: 8000 },
    { name: 'Lawyers Rd', zip: '28227', from: 10000, to: 11000 },
  ],
  'charlotte-metro': [
    { name: 'E Independence Blvd', zip: '28212', from: 5000, to: 6000, at: { lat: 35.1949, lng: -80.7703 } },
    { name: 'Albemarle Rd', zip: '28212', from: 5000, to: 6500, at: { lat: 35.2003, lng: -80.7441 } },
    { name: 'Wilkinson Blvd', zip: '28208', from: 2000, to: 3200, at: { lat: 35.2247, lng: -80.8897 } },
    { name: 'N Tryon St', zip: '28213', from: 4000, to: 5500, at: { lat: 35.2642, lng: -80.7895 } },
    { name: 'Monroe Rd', zip: '28205', from: 3000, to: 5000, at: { lat: 35.1994, lng: -80.7893 } },
    { name: 'Beatties Ford Rd', zip: '28216', from: 2000, to: 3000, at: { lat: 35.2622, lng: -80.8597 } },
    { name: 'South Blvd', zip: '28217', from: 5500, to: 6500, at: { lat: 35.1579, lng: -80.8752 } },
    { name: 'Carmel Rd', zip: '28226', from: 6000, to: 7000, at: { lat: 35.1152, lng: -80.8106 } },
    { name: 'Sardis Rd N', zip: '28270', from: 1000, to: 2000, at: { lat: 35.1505, lng: -80.7587 } },
    { name: 'Arrowood Rd', zip: '28217', from: 1000, to: 2000, at: { lat: 35.1373, lng: -80.8897 } },
  ],
};
