/**
 * Real Charlotte-area streets for the sample businesses' addresses, grouped by the
 * neighborhood value a business is listed under, with the ZIP code of that stretch of street
 * and the range of house numbers used on it. Each stretch carries approximate real
 * coordinates of its two ends (`start` at house number `from`, `end` at `to`, from knowledge of
 * Charlotte's street map, good to a few hundred metres): a business is placed on its street by interpolating its house
 * number between them (scripts/generate-seed.ts), so every seeded pin lies on the right street
 * in the right neighborhood.
 */
export interface Street {
  name: string;
  zip: string;
  from: number;
  to: number;
  /** Where house number `from` is, approximately. */
  start: { lat: number; lng: number };
  /** Where house number `to` is, approximately. */
  end: { lat: number; lng: number };
}

export const STREETS: Record<string, Street[]> = {
  uptown: [
    { name: 'N Tryon St', zip: '28202', from: 100, to: 700, start: { lat: 35.2275, lng: -80.8427 }, end: { lat: 35.2340, lng: -80.8360 } },
    { name: 'S Tryon St', zip: '28202', from: 100, to: 500, start: { lat: 35.2266, lng: -80.8438 }, end: { lat: 35.2218, lng: -80.8490 } },
    { name: 'W Trade St', zip: '28202', from: 100, to: 600, start: { lat: 35.2276, lng: -80.8440 }, end: { lat: 35.2318, lng: -80.8498 } },
    { name: 'N College St', zip: '28202', from: 200, to: 600, start: { lat: 35.2280, lng: -80.8398 }, end: { lat: 35.2318, lng: -80.8356 } },
    { name: 'S Church St', zip: '28202', from: 100, to: 400, start: { lat: 35.2276, lng: -80.8456 }, end: { lat: 35.2240, lng: -80.8492 } },
    { name: 'E 4th St', zip: '28202', from: 100, to: 300, start: { lat: 35.2254, lng: -80.8438 }, end: { lat: 35.2240, lng: -80.8410 } },
    { name: 'W 5th St', zip: '28202', from: 100, to: 300, start: { lat: 35.2290, lng: -80.8426 }, end: { lat: 35.2305, lng: -80.8447 } },
  ],
  'south-end': [
    { name: 'South Blvd', zip: '28203', from: 1400, to: 2400, start: { lat: 35.2140, lng: -80.8545 }, end: { lat: 35.2020, lng: -80.8650 } },
    { name: 'Camden Rd', zip: '28203', from: 1500, to: 2200, start: { lat: 35.2140, lng: -80.8573 }, end: { lat: 35.2085, lng: -80.8620 } },
    { name: 'S Tryon St', zip: '28203', from: 1500, to: 2600, start: { lat: 35.2140, lng: -80.8598 }, end: { lat: 35.2045, lng: -80.8715 } },
    { name: 'W Tremont Ave', zip: '28203', from: 100, to: 400, start: { lat: 35.2050, lng: -80.8630 }, end: { lat: 35.2065, lng: -80.8685 } },
    { name: 'Hawkins St', zip: '28203', from: 2000, to: 2300, start: { lat: 35.2093, lng: -80.8595 }, end: { lat: 35.2065, lng: -80.8620 } },
    { name: 'W Bland St', zip: '28203', from: 200, to: 400, start: { lat: 35.2133, lng: -80.8575 }, end: { lat: 35.2143, lng: -80.8600 } },
  ],
  noda: [
    { name: 'N Davidson St', zip: '28205', from: 3000, to: 3400, start: { lat: 35.2445, lng: -80.8095 }, end: { lat: 35.2485, lng: -80.8040 } },
    { name: 'E 36th St', zip: '28205', from: 400, to: 800, start: { lat: 35.2470, lng: -80.8075 }, end: { lat: 35.2450, lng: -80.8040 } },
    { name: 'Yadkin Ave', zip: '28205', from: 3000, to: 3300, start: { lat: 35.2455, lng: -80.8105 }, end: { lat: 35.2485, lng: -80.8070 } },
    { name: 'Matheson Ave', zip: '28205', from: 300, to: 700, start: { lat: 35.2505, lng: -80.8050 }, end: { lat: 35.2490, lng: -80.8010 } },
  ],
  'plaza-midwood': [
    { name: 'Central Ave', zip: '28205', from: 1200, to: 1900, start: { lat: 35.2193, lng: -80.8140 }, end: { lat: 35.2230, lng: -80.8000 } },
    { name: 'Commonwealth Ave', zip: '28205', from: 1500, to: 2200, start: { lat: 35.2180, lng: -80.8085 }, end: { lat: 35.2172, lng: -80.7980 } },
    { name: 'The Plaza', zip: '28205', from: 1200, to: 1700, start: { lat: 35.2225, lng: -80.8045 }, end: { lat: 35.2280, lng: -80.8000 } },
    { name: 'Thomas St', zip: '28205', from: 1000, to: 1300, start: { lat: 35.2235, lng: -80.8080 }, end: { lat: 35.2195, lng: -80.8070 } },
  ],
  dilworth: [
    { name: 'East Blvd', zip: '28203', from: 200, to: 1300, start: { lat: 35.2098, lng: -80.8585 }, end: { lat: 35.2035, lng: -80.8440 } },
    { name: 'Park Rd', zip: '28203', from: 1500, to: 2100, start: { lat: 35.2035, lng: -80.8505 }, end: { lat: 35.1975, lng: -80.8490 } },
    { name: 'Kenilworth Ave', zip: '28203', from: 1200, to: 1700, start: { lat: 35.2100, lng: -80.8450 }, end: { lat: 35.2055, lng: -80.8480 } },
    { name: 'Scott Ave', zip: '28203', from: 1700, to: 2000, start: { lat: 35.2040, lng: -80.8440 }, end: { lat: 35.2005, lng: -80.8425 } },
  ],
  'myers-park': [
    { name: 'Providence Rd', zip: '28207', from: 1600, to: 2400, start: { lat: 35.1980, lng: -80.8245 }, end: { lat: 35.1830, lng: -80.8195 } },
    { name: 'Selwyn Ave', zip: '28207', from: 1900, to: 2300, start: { lat: 35.1890, lng: -80.8330 }, end: { lat: 35.1845, lng: -80.8355 } },
    { name: 'Randolph Rd', zip: '28207', from: 1000, to: 1600, start: { lat: 35.2025, lng: -80.8260 }, end: { lat: 35.1985, lng: -80.8160 } },
  ],
  ballantyne: [
    { name: 'Ballantyne Commons Pkwy', zip: '28277', from: 7800, to: 9800, start: { lat: 35.0610, lng: -80.7950 }, end: { lat: 35.0575, lng: -80.8420 } },
    { name: 'Johnston Rd', zip: '28277', from: 14800, to: 16000, start: { lat: 35.0600, lng: -80.8480 }, end: { lat: 35.0400, lng: -80.8520 } },
    { name: 'Ballantyne Corporate Pl', zip: '28277', from: 13000, to: 14000, start: { lat: 35.0500, lng: -80.8520 }, end: { lat: 35.0450, lng: -80.8460 } },
    { name: 'Community House Rd', zip: '28277', from: 13500, to: 15000, start: { lat: 35.0530, lng: -80.8310 }, end: { lat: 35.0350, lng: -80.8300 } },
  ],
  'university-city': [
    { name: 'University City Blvd', zip: '28262', from: 8800, to: 9800, start: { lat: 35.3055, lng: -80.7445 }, end: { lat: 35.3105, lng: -80.7290 } },
    { name: 'JW Clay Blvd', zip: '28262', from: 8900, to: 9300, start: { lat: 35.3105, lng: -80.7480 }, end: { lat: 35.3135, lng: -80.7430 } },
    { name: 'N Tryon St', zip: '28262', from: 8400, to: 9800, start: { lat: 35.2970, lng: -80.7550 }, end: { lat: 35.3180, lng: -80.7390 } },
    { name: 'W Mallard Creek Church Rd', zip: '28262', from: 100, to: 1500, start: { lat: 35.3270, lng: -80.7380 }, end: { lat: 35.3310, lng: -80.7560 } },
    { name: 'University Executive Park Dr', zip: '28262', from: 8500, to: 9000, start: { lat: 35.3050, lng: -80.7550 }, end: { lat: 35.3080, lng: -80.7510 } },
  ],
  elizabeth: [
    { name: 'Elizabeth Ave', zip: '28204', from: 1500, to: 2200, start: { lat: 35.2165, lng: -80.8285 }, end: { lat: 35.2140, lng: -80.8210 } },
    { name: 'E 7th St', zip: '28204', from: 1500, to: 2400, start: { lat: 35.2195, lng: -80.8265 }, end: { lat: 35.2170, lng: -80.8145 } },
    { name: 'Hawthorne Ln', zip: '28204', from: 100, to: 500, start: { lat: 35.2140, lng: -80.8215 }, end: { lat: 35.2185, lng: -80.8190 } },
  ],
  'fourth-ward': [
    { name: 'N Church St', zip: '28202', from: 300, to: 600, start: { lat: 35.2300, lng: -80.8425 }, end: { lat: 35.2330, lng: -80.8392 } },
    { name: 'W 9th St', zip: '28202', from: 100, to: 400, start: { lat: 35.2330, lng: -80.8382 }, end: { lat: 35.2350, lng: -80.8420 } },
    { name: 'N Graham St', zip: '28202', from: 400, to: 700, start: { lat: 35.2320, lng: -80.8465 }, end: { lat: 35.2350, lng: -80.8430 } },
  ],
  cotswold: [
    { name: 'Randolph Rd', zip: '28211', from: 4000, to: 4600, start: { lat: 35.1890, lng: -80.7960 }, end: { lat: 35.1855, lng: -80.7875 } },
    { name: 'S Sharon Amity Rd', zip: '28211', from: 200, to: 500, start: { lat: 35.1895, lng: -80.7920 }, end: { lat: 35.1860, lng: -80.7930 } },
  ],
  southpark: [
    { name: 'Morrison Blvd', zip: '28211', from: 4300, to: 4700, start: { lat: 35.1540, lng: -80.8330 }, end: { lat: 35.1520, lng: -80.8260 } },
    { name: 'Fairview Rd', zip: '28210', from: 6000, to: 6900, start: { lat: 35.1505, lng: -80.8250 }, end: { lat: 35.1470, lng: -80.8080 } },
    { name: 'Sharon Rd', zip: '28211', from: 4300, to: 4800, start: { lat: 35.1560, lng: -80.8300 }, end: { lat: 35.1485, lng: -80.8330 } },
    { name: 'Barclay Downs Dr', zip: '28209', from: 4500, to: 5000, start: { lat: 35.1545, lng: -80.8370 }, end: { lat: 35.1480, lng: -80.8385 } },
  ],
  'wesley-heights': [
    { name: 'W Morehead St', zip: '28208', from: 1000, to: 1600, start: { lat: 35.2290, lng: -80.8620 }, end: { lat: 35.2325, lng: -80.8710 } },
    { name: 'Freedom Dr', zip: '28208', from: 1000, to: 1500, start: { lat: 35.2360, lng: -80.8700 }, end: { lat: 35.2390, lng: -80.8780 } },
  ],
  'steele-creek': [
    { name: 'Steele Creek Rd', zip: '28273', from: 11000, to: 14000, start: { lat: 35.1250, lng: -80.9600 }, end: { lat: 35.0950, lng: -80.9750 } },
    { name: 'S Tryon St', zip: '28273', from: 11000, to: 14000, start: { lat: 35.1230, lng: -80.9250 }, end: { lat: 35.0970, lng: -80.9620 } },
    { name: 'Ayrsley Town Blvd', zip: '28273', from: 1800, to: 2100, start: { lat: 35.1300, lng: -80.9310 }, end: { lat: 35.1290, lng: -80.9280 } },
  ],
  'highland-creek': [
    { name: 'Highland Creek Pkwy', zip: '28269', from: 5900, to: 7300, start: { lat: 35.3650, lng: -80.7450 }, end: { lat: 35.3790, lng: -80.7250 } },
    { name: 'Prosperity Church Rd', zip: '28269', from: 5800, to: 6400, start: { lat: 35.3620, lng: -80.7900 }, end: { lat: 35.3700, lng: -80.7920 } },
  ],
  montford: [
    { name: 'Montford Dr', zip: '28209', from: 1400, to: 1800, start: { lat: 35.1735, lng: -80.8470 }, end: { lat: 35.1710, lng: -80.8405 } },
    { name: 'Park Rd', zip: '28209', from: 4100, to: 4500, start: { lat: 35.1770, lng: -80.8475 }, end: { lat: 35.1700, lng: -80.8500 } },
  ],
  'madison-park': [
    { name: 'Park Rd', zip: '28209', from: 5000, to: 5600, start: { lat: 35.1650, lng: -80.8530 }, end: { lat: 35.1570, lng: -80.8570 } },
    { name: 'E Woodlawn Rd', zip: '28209', from: 100, to: 700, start: { lat: 35.1720, lng: -80.8610 }, end: { lat: 35.1690, lng: -80.8500 } },
  ],
  'villa-heights': [
    { name: 'Parkwood Ave', zip: '28205', from: 900, to: 1400, start: { lat: 35.2330, lng: -80.8200 }, end: { lat: 35.2370, lng: -80.8120 } },
    { name: 'The Plaza', zip: '28205', from: 2000, to: 2400, start: { lat: 35.2320, lng: -80.7990 }, end: { lat: 35.2360, lng: -80.7920 } },
  ],
  belmont: [{ name: 'Belmont Ave', zip: '28205', from: 800, to: 1200, start: { lat: 35.2310, lng: -80.8245 }, end: { lat: 35.2335, lng: -80.8185 } }],
  matthews: [
    { name: 'Matthews Township Pkwy', zip: '28105', from: 1300, to: 2300, start: { lat: 35.1220, lng: -80.7100 }, end: { lat: 35.1060, lng: -80.7150 } },
    { name: 'E John St', zip: '28105', from: 100, to: 400, start: { lat: 35.1168, lng: -80.7225 }, end: { lat: 35.1150, lng: -80.7180 } },
    { name: 'N Trade St', zip: '28105', from: 100, to: 300, start: { lat: 35.1175, lng: -80.7235 }, end: { lat: 35.1200, lng: -80.7250 } },
  ],
  cornelius: [
    { name: 'W Catawba Ave', zip: '28031', from: 19000, to: 20000, start: { lat: 35.4720, lng: -80.8700 }, end: { lat: 35.4750, lng: -80.8830 } },
    { name: 'Jetton Rd', zip: '28031', from: 19000, to: 19800, start: { lat: 35.4650, lng: -80.8790 }, end: { lat: 35.4700, lng: -80.8860 } },
  ],
  'mint-hill': [
    { name: 'Matthews-Mint Hill Rd', zip: '28227', from: 7000, to: 8000, start: { lat: 35.1700, lng: -80.6530 }, end: { lat: 35.1790, lng: -80.6480 } },
    { name: 'Lawyers Rd', zip: '28227', from: 10000, to: 11000, start: { lat: 35.1950, lng: -80.6580 }, end: { lat: 35.2000, lng: -80.6420 } },
  ],
  'charlotte-metro': [
    { name: 'E Independence Blvd', zip: '28212', from: 5000, to: 6000, start: { lat: 35.1980, lng: -80.7780 }, end: { lat: 35.1900, lng: -80.7610 } },
    { name: 'Albemarle Rd', zip: '28212', from: 5000, to: 6500, start: { lat: 35.2050, lng: -80.7560 }, end: { lat: 35.1960, lng: -80.7320 } },
    { name: 'Wilkinson Blvd', zip: '28208', from: 2000, to: 3200, start: { lat: 35.2280, lng: -80.8800 }, end: { lat: 35.2215, lng: -80.8990 } },
    { name: 'N Tryon St', zip: '28213', from: 4000, to: 5500, start: { lat: 35.2580, lng: -80.7960 }, end: { lat: 35.2700, lng: -80.7830 } },
    { name: 'Monroe Rd', zip: '28205', from: 3000, to: 5000, start: { lat: 35.2060, lng: -80.8010 }, end: { lat: 35.1930, lng: -80.7780 } },
    { name: 'Beatties Ford Rd', zip: '28216', from: 2000, to: 3000, start: { lat: 35.2560, lng: -80.8560 }, end: { lat: 35.2690, lng: -80.8640 } },
    { name: 'South Blvd', zip: '28217', from: 5500, to: 6500, start: { lat: 35.1640, lng: -80.8700 }, end: { lat: 35.1520, lng: -80.8800 } },
    { name: 'Carmel Rd', zip: '28226', from: 6000, to: 7000, start: { lat: 35.1220, lng: -80.8090 }, end: { lat: 35.1080, lng: -80.8120 } },
    { name: 'Sardis Rd N', zip: '28270', from: 1000, to: 2000, start: { lat: 35.1560, lng: -80.7640 }, end: { lat: 35.1450, lng: -80.7530 } },
    { name: 'Arrowood Rd', zip: '28217', from: 1000, to: 2000, start: { lat: 35.1390, lng: -80.8800 }, end: { lat: 35.1355, lng: -80.8990 } },
  ],
};
