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
    { name: 'N Tryon St', zip: '28202', from: 100, to: 700, start: { lat: 35.2275, lng: -80.8427 }, end: { lat: 35.234, lng: -80.836 } },
    { name: 'S Tryon St', zip: '28202', from: 100, to: 500, start: { lat: 35.2266, lng: -80.8438 }, end: { lat: 35.2218, lng: -80.849 } },
    { name: 'W Trade St', zip: '28202', from: 100, to: 600, start: { lat: 35.2276, lng: -80.844 }, end: { lat: 35.2318, lng: -80.8498 } },
    { name: 'N College St', zip: '28202', from: 200, to: 600, start: { lat: 35.228, lng: -80.8398 }, end: { lat: 35.2318, lng: -80.8356 } },
    { name: 'S Church St', zip: '28202', from: 100, to: 400, start: { lat: 35.2276, lng: -80.8456 }, end: { lat: 35.224, lng: -80.8492 } },
    { name: 'E 4th St', zip: '28202', from: 100, to: 300, start: { lat: 35.2254, lng: -80.8438 }, end: { lat: 35.224, lng: -80.841 } },
    { name: 'W 5th St', zip: '28202', from: 100, to: 300, start: { lat: 35.229, lng: -80.8426 }, end: { lat: 35.2305, lng: -80.8447 } },
  ],
  'south-end': [
    { name: 'South Blvd', zip: '28203', from: 1400, to: 2400, start: { lat: 35.214, lng: -80.8545 }, end: { lat: 35.202, lng: -80.865 } },
    { name: 'Camden Rd', zip: '28203', from: 1500, to: 2200, start: { lat: 35.214, lng: -80.8573 }, end: { lat: 35.2085, lng: -80.862 } },
    { name: 'S Tryon St', zip: '28203', from: 1500, to: 2600, start: { lat: 35.214, lng: -80.8598 }, end: { lat: 35.2045, lng: -80.8715 } },
    { name: 'W Tremont Ave', zip: '28203', from: 100, to: 400, start: { lat: 35.205, lng: -80.863 }, end: { lat: 35.2065, lng: -80.8685 } },
    { name: 'Hawkins St', zip: '28203', from: 2000, to: 2300, start: { lat: 35.2093, lng: -80.8595 }, end: { lat: 35.2065, lng: -80.862 } },
    { name: 'W Bland St', zip: '28203', from: 200, to: 400, start: { lat: 35.2133, lng: -80.8575 }, end: { lat: 35.2143, lng: -80.86 } },
  ],
  noda: [
    { name: 'N Davidson St', zip: '28205', from: 3000, to: 3400, start: { lat: 35.2445, lng: -80.8095 }, end: { lat: 35.2485, lng: -80.804 } },
    { name: 'E 36th St', zip: '28205', from: 400, to: 800, start: { lat: 35.247, lng: -80.8075 }, end: { lat: 35.245, lng: -80.804 } },
    { name: 'Yadkin Ave', zip: '28205', from: 3000, to: 3300, start: { lat: 35.2455, lng: -80.8105 }, end: { lat: 35.2485, lng: -80.807 } },
    { name: 'Matheson Ave', zip: '28205', from: 300, to: 700, start: { lat: 35.2505, lng: -80.805 }, end: { lat: 35.249, lng: -80.801 } },
  ],
  'plaza-midwood': [
    { name: 'Central Ave', zip: '28205', from: 1200, to: 1900, start: { lat: 35.2193, lng: -80.814 }, end: { lat: 35.223, lng: -80.8 } },
    { name: 'Commonwealth Ave', zip: '28205', from: 1500, to: 2200, start: { lat: 35.218, lng: -80.8085 }, end: { lat: 35.2172, lng: -80.798 } },
    { name: 'The Plaza', zip: '28205', from: 1200, to: 1700, start: { lat: 35.2225, lng: -80.8045 }, end: { lat: 35.228, lng: -80.8 } },
    { name: 'Thomas St', zip: '28205', from: 1000, to: 1300, start: { lat: 35.2235, lng: -80.808 }, end: { lat: 35.2195, lng: -80.807 } },
  ],
  dilworth: [
    { name: 'East Blvd', zip: '28203', from: 200, to: 1300, start: { lat: 35.2098, lng: -80.8585 }, end: { lat: 35.2035, lng: -80.844 } },
    { name: 'Park Rd', zip: '28203', from: 1500, to: 2100, start: { lat: 35.2035, lng: -80.8505 }, end: { lat: 35.1975, lng: -80.849 } },
    { name: 'Kenilworth Ave', zip: '28203', from: 1200, to: 1700, start: { lat: 35.21, lng: -80.845 }, end: { lat: 35.2055, lng: -80.848 } },
    { name: 'Scott Ave', zip: '28203', from: 1700, to: 2000, start: { lat: 35.204, lng: -80.844 }, end: { lat: 35.2005, lng: -80.8425 } },
  ],
  'myers-park': [
    { name: 'Providence Rd', zip: '28207', from: 1600, to: 2400, start: { lat: 35.198, lng: -80.8245 }, end: { lat: 35.183, lng: -80.8195 } },
    { name: 'Selwyn Ave', zip: '28207', from: 1900, to: 2300, start: { lat: 35.189, lng: -80.833 }, end: { lat: 35.1845, lng: -80.8355 } },
    { name: 'Randolph Rd', zip: '28207', from: 1000, to: 1600, start: { lat: 35.2025, lng: -80.826 }, end: { lat: 35.1985, lng: -80.816 } },
  ],
  ballantyne: [
    { name: 'Ballantyne Commons Pkwy', zip: '28277', from: 7800, to: 9800, start: { lat: 35.061, lng: -80.795 }, end: { lat: 35.0575, lng: -80.842 } },
    { name: 'Johnston Rd', zip: '28277', from: 14800, to: 16000, start: { lat: 35.06, lng: -80.848 }, end: { lat: 35.04, lng: -80.852 } },
    { name: 'Ballantyne Corporate Pl', zip: '28277', from: 13000, to: 14000, start: { lat: 35.05, lng: -80.852 }, end: { lat: 35.045, lng: -80.846 } },
    { name: 'Community House Rd', zip: '28277', from: 13500, to: 15000, start: { lat: 35.053, lng: -80.831 }, end: { lat: 35.035, lng: -80.83 } },
  ],
  'university-city': [
    { name: 'University City Blvd', zip: '28262', from: 8800, to: 9800, start: { lat: 35.3055, lng: -80.7445 }, end: { lat: 35.3105, lng: -80.729 } },
    { name: 'JW Clay Blvd', zip: '28262', from: 8900, to: 9300, start: { lat: 35.3105, lng: -80.748 }, end: { lat: 35.3135, lng: -80.743 } },
    { name: 'N Tryon St', zip: '28262', from: 8400, to: 9800, start: { lat: 35.297, lng: -80.755 }, end: { lat: 35.318, lng: -80.739 } },
    { name: 'W Mallard Creek Church Rd', zip: '28262', from: 100, to: 1500, start: { lat: 35.327, lng: -80.738 }, end: { lat: 35.331, lng: -80.756 } },
    { name: 'University Executive Park Dr', zip: '28262', from: 8500, to: 9000, start: { lat: 35.305, lng: -80.755 }, end: { lat: 35.308, lng: -80.751 } },
  ],
  elizabeth: [
    { name: 'Elizabeth Ave', zip: '28204', from: 1500, to: 2200, start: { lat: 35.2165, lng: -80.8285 }, end: { lat: 35.214, lng: -80.821 } },
    { name: 'E 7th St', zip: '28204', from: 1500, to: 2400, start: { lat: 35.2195, lng: -80.8265 }, end: { lat: 35.217, lng: -80.8145 } },
    { name: 'Hawthorne Ln', zip: '28204', from: 100, to: 500, start: { lat: 35.214, lng: -80.8215 }, end: { lat: 35.2185, lng: -80.819 } },
  ],
  'fourth-ward': [
    { name: 'N Church St', zip: '28202', from: 300, to: 600, start: { lat: 35.23, lng: -80.8425 }, end: { lat: 35.233, lng: -80.8392 } },
    { name: 'W 9th St', zip: '28202', from: 100, to: 400, start: { lat: 35.233, lng: -80.8382 }, end: { lat: 35.235, lng: -80.842 } },
    { name: 'N Graham St', zip: '28202', from: 400, to: 700, start: { lat: 35.232, lng: -80.8465 }, end: { lat: 35.235, lng: -80.843 } },
  ],
  cotswold: [
    { name: 'Randolph Rd', zip: '28211', from: 4000, to: 4600, start: { lat: 35.189, lng: -80.796 }, end: { lat: 35.1855, lng: -80.7875 } },
    { name: 'S Sharon Amity Rd', zip: '28211', from: 200, to: 500, start: { lat: 35.1895, lng: -80.792 }, end: { lat: 35.186, lng: -80.793 } },
  ],
  southpark: [
    { name: 'Morrison Blvd', zip: '28211', from: 4300, to: 4700, start: { lat: 35.154, lng: -80.833 }, end: { lat: 35.152, lng: -80.826 } },
    { name: 'Fairview Rd', zip: '28210', from: 6000, to: 6900, start: { lat: 35.1505, lng: -80.825 }, end: { lat: 35.147, lng: -80.808 } },
    { name: 'Sharon Rd', zip: '28211', from: 4300, to: 4800, start: { lat: 35.156, lng: -80.83 }, end: { lat: 35.1485, lng: -80.833 } },
    { name: 'Barclay Downs Dr', zip: '28209', from: 4500, to: 5000, start: { lat: 35.1545, lng: -80.837 }, end: { lat: 35.148, lng: -80.8385 } },
  ],
  'wesley-heights': [
    { name: 'W Morehead St', zip: '28208', from: 1000, to: 1600, start: { lat: 35.229, lng: -80.862 }, end: { lat: 35.2325, lng: -80.871 } },
    { name: 'Freedom Dr', zip: '28208', from: 1000, to: 1500, start: { lat: 35.236, lng: -80.87 }, end: { lat: 35.239, lng: -80.878 } },
  ],
  'steele-creek': [
    { name: 'Steele Creek Rd', zip: '28273', from: 11000, to: 14000, start: { lat: 35.125, lng: -80.96 }, end: { lat: 35.095, lng: -80.975 } },
    { name: 'S Tryon St', zip: '28273', from: 11000, to: 14000, start: { lat: 35.123, lng: -80.925 }, end: { lat: 35.097, lng: -80.962 } },
    { name: 'Ayrsley Town Blvd', zip: '28273', from: 1800, to: 2100, start: { lat: 35.13, lng: -80.931 }, end: { lat: 35.129, lng: -80.928 } },
  ],
  'highland-creek': [
    { name: 'Highland Creek Pkwy', zip: '28269', from: 5900, to: 7300, start: { lat: 35.365, lng: -80.745 }, end: { lat: 35.379, lng: -80.725 } },
    { name: 'Prosperity Church Rd', zip: '28269', from: 5800, to: 6400, start: { lat: 35.362, lng: -80.79 }, end: { lat: 35.37, lng: -80.792 } },
  ],
  montford: [
    { name: 'Montford Dr', zip: '28209', from: 1400, to: 1800, start: { lat: 35.1735, lng: -80.847 }, end: { lat: 35.171, lng: -80.8405 } },
    { name: 'Park Rd', zip: '28209', from: 4100, to: 4500, start: { lat: 35.177, lng: -80.8475 }, end: { lat: 35.17, lng: -80.85 } },
  ],
  'madison-park': [
    { name: 'Park Rd', zip: '28209', from: 5000, to: 5600, start: { lat: 35.165, lng: -80.853 }, end: { lat: 35.157, lng: -80.857 } },
    { name: 'E Woodlawn Rd', zip: '28209', from: 100, to: 700, start: { lat: 35.172, lng: -80.861 }, end: { lat: 35.169, lng: -80.85 } },
  ],
  'villa-heights': [
    { name: 'Parkwood Ave', zip: '28205', from: 900, to: 1400, start: { lat: 35.233, lng: -80.82 }, end: { lat: 35.237, lng: -80.812 } },
    { name: 'The Plaza', zip: '28205', from: 2000, to: 2400, start: { lat: 35.232, lng: -80.799 }, end: { lat: 35.236, lng: -80.792 } },
  ],
  belmont: [{ name: 'Belmont Ave', zip: '28205', from: 800, to: 1200, start: { lat: 35.231, lng: -80.8245 }, end: { lat: 35.2335, lng: -80.8185 } }],
  matthews: [
    { name: 'Matthews Township Pkwy', zip: '28105', from: 1300, to: 2300, start: { lat: 35.122, lng: -80.71 }, end: { lat: 35.106, lng: -80.715 } },
    { name: 'E John St', zip: '28105', from: 100, to: 400, start: { lat: 35.1168, lng: -80.7225 }, end: { lat: 35.115, lng: -80.718 } },
    { name: 'N Trade St', zip: '28105', from: 100, to: 300, start: { lat: 35.1175, lng: -80.7235 }, end: { lat: 35.12, lng: -80.725 } },
  ],
  cornelius: [
    { name: 'W Catawba Ave', zip: '28031', from: 19000, to: 20000, start: { lat: 35.472, lng: -80.87 }, end: { lat: 35.475, lng: -80.883 } },
    { name: 'Jetton Rd', zip: '28031', from: 19000, to: 19800, start: { lat: 35.465, lng: -80.879 }, end: { lat: 35.47, lng: -80.886 } },
  ],
  'mint-hill': [
    { name: 'Matthews-Mint Hill Rd', zip: '28227', from: 7000, to: 8000, start: { lat: 35.17, lng: -80.653 }, end: { lat: 35.179, lng: -80.648 } },
    { name: 'Lawyers Rd', zip: '28227', from: 10000, to: 11000, start: { lat: 35.195, lng: -80.658 }, end: { lat: 35.2, lng: -80.642 } },
  ],
  'charlotte-metro': [
    { name: 'E Independence Blvd', zip: '28212', from: 5000, to: 6000, start: { lat: 35.198, lng: -80.778 }, end: { lat: 35.19, lng: -80.761 } },
    { name: 'Albemarle Rd', zip: '28212', from: 5000, to: 6500, start: { lat: 35.205, lng: -80.756 }, end: { lat: 35.196, lng: -80.732 } },
    { name: 'Wilkinson Blvd', zip: '28208', from: 2000, to: 3200, start: { lat: 35.228, lng: -80.88 }, end: { lat: 35.2215, lng: -80.899 } },
    { name: 'N Tryon St', zip: '28213', from: 4000, to: 5500, start: { lat: 35.258, lng: -80.796 }, end: { lat: 35.27, lng: -80.783 } },
    { name: 'Monroe Rd', zip: '28205', from: 3000, to: 5000, start: { lat: 35.206, lng: -80.801 }, end: { lat: 35.193, lng: -80.778 } },
    { name: 'Beatties Ford Rd', zip: '28216', from: 2000, to: 3000, start: { lat: 35.256, lng: -80.856 }, end: { lat: 35.269, lng: -80.864 } },
    { name: 'South Blvd', zip: '28217', from: 5500, to: 6500, start: { lat: 35.164, lng: -80.87 }, end: { lat: 35.152, lng: -80.88 } },
    { name: 'Carmel Rd', zip: '28226', from: 6000, to: 7000, start: { lat: 35.122, lng: -80.809 }, end: { lat: 35.108, lng: -80.812 } },
    { name: 'Sardis Rd N', zip: '28270', from: 1000, to: 2000, start: { lat: 35.156, lng: -80.764 }, end: { lat: 35.145, lng: -80.753 } },
    { name: 'Arrowood Rd', zip: '28217', from: 1000, to: 2000, start: { lat: 35.139, lng: -80.88 }, end: { lat: 35.1355, lng: -80.899 } },
  ],
};
