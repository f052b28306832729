/**
 * The neighborhood profiles of the sample data: real Charlotte-area neighborhoods and towns,
 * written for people moving here. Prices are 2025 ranges; coordinates are each area's centre.
 *
 * `NEIGHBORHOODS` is also read by the script that draws the placeholder neighborhood images
 * (public/images/neighborhoods/{slug}-1.svg and -2.svg): every neighborhood whose `images`
 * list is not empty needs those two files.
 *
 * Deliberate gaps (they exercise the scoring rules' "absent value" branches):
 * - Mint Hill: no rent range (home price only), no walkability score.
 * - Belmont: neither rent nor home price.
 * - Highland Creek: no commute time.
 * - Optimist Park: empty schools and childcare text.
 * - Villa Heights: empty parks and recreation text.
 * - Cornelius, Mint Hill and Steele Creek: no images.
 */
import type { Neighborhood } from '../../src/domain/types';

/** A neighborhood's English data; its Spanish texts are in ./neighborhoods-es/ (read by ./neighborhoods-es.ts). */
export type NeighborhoodSeed = Omit<Neighborhood, 'id' | 'dataUpdatedAt' | 'es'>;

/** A Google Maps search link for a place. */
function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The two placeholder images of a neighborhood. */
function neighborhoodImages(slug: string): string[] {
  return [`/images/neighborhoods/${slug}-1.svg`, `/images/neighborhoods/${slug}-2.svg`];
}

type Draft = Omit<NeighborhoodSeed, 'images' | 'mapUrl'> & { mapQuery: string; hasImages?: boolean };

function neighborhood({ mapQuery, hasImages = true, ...fields }: Draft): NeighborhoodSeed {
  return {
    ...fields,
    images: hasImages ? neighborhoodImages(fields.slug) : [],
    mapUrl: mapSearchUrl(mapQuery),
  };
}

export const NEIGHBORHOODS: NeighborhoodSeed[] = [
  neighborhood({
    name: 'Uptown',
    slug: 'uptown',
    title: 'Living in Uptown Charlotte: High-Rise Living in the Center City',
    metaDescription:
      'Moving to Uptown Charlotte? Compare high-rise rents, condo prices, LYNX light rail access, parks, schools and nightlife in the Center City.',
    overview:
      "Uptown is Charlotte's central business district and its densest neighborhood, organized around the historic crossroads of Trade and Tryon Streets. Bank towers such as the 60-story Bank of America Corporate Center share the blocks with museums, three major-league venues and a growing number of residential high-rises. Living here means walking to work, to Charlotte Hornets and Panthers games, and to the Blumenthal theaters, with the LYNX Blue Line and CityLYNX Gold Line at your door.",
    history:
      "Charlotte was founded in 1768 where two Native American trading paths crossed, the spot now marked by the statues at Trade and Tryon, and the town was named for Queen Charlotte of Mecklenburg-Strelitz. The 1799 discovery of gold in nearby Cabarrus County led the U.S. Mint to open a branch here in 1837. In 1869 the town was divided into four wards that still define Uptown's quadrants, and the late-20th-century rise of NationsBank (now Bank of America) and First Union (later Wachovia, now Wells Fargo) turned the skyline into the country's second-largest banking center.",
    housingOptions:
      'Housing is almost entirely apartments and condominiums: luxury rental towers around Romare Bearden Park and along Stonewall Street, mid-rise condos in First and Third Ward, and a handful of historic townhomes near Fourth Ward. Expect amenity-heavy buildings with rooftop pools, fitness centers, concierge desks and structured parking that often costs extra. Studios and one-bedrooms dominate, so families needing three bedrooms usually look at Fourth Ward townhomes or nearby neighborhoods.',
    lifestyle:
      'Weekdays are built around the office towers, the lunch crowd at the 7th Street Public Market and after-work patios, while evenings and weekends bring Knights baseball at Truist Field, Hornets games at Spectrum Center and Panthers and Charlotte FC matches at Bank of America Stadium. Museum-goers have the Mint Museum Uptown, the Bechtler, the Harvey B. Gantt Center and the NASCAR Hall of Fame within a few blocks. It is the most car-optional place to live in Charlotte, though residents say some blocks still go quiet after business hours.',
    demographics:
      'Residents skew young and professional, with a median age in the early 30s and a high share of single-person households working in banking, law, technology and healthcare. Many are recent transplants from the Northeast and Midwest, and a growing group of empty nesters has traded suburban houses for Uptown condos. Household incomes are well above the city median.',
    localAmenities:
      "Full-size grocery stores serve the residential wards, and the 7th Street Public Market sells local produce, coffee and prepared food. ImaginOn runs children's and teen library programs, Discovery Place Science entertains kids, and Queen City Quarter (the former Epicentre) and Founders Hall cluster restaurants and bars. Atrium Health and Novant Health both run urgent care clinics within a short drive.",
    schoolsChildcare:
      'Charlotte-Mecklenburg Schools runs First Ward Creative Arts Academy, a K-8 arts magnet, and Uptown families can apply to CMS magnet programs citywide. Charlotte Lab School is a tuition-free public charter in Fourth Ward, and Trinity Episcopal School offers private K-8 education near First Ward. Several corporate-affiliated and independent childcare centers cater to parents who work in the towers.',
    parksRecreation:
      "Romare Bearden Park, opened in 2013 beside Truist Field, is the neighborhood's front lawn with skyline views, a waterfall and frequent festivals. First Ward Park, Marshall Park and Fourth Ward Park add green space, and the Little Sugar Creek Greenway starts at the edge of Second Ward for runs south toward Freedom Park. The Charlotte Rail Trail begins at the Convention Center and continues through South End.",
    transportation:
      'Uptown is the hub of the LYNX Blue Line, with 9th Street, 7th Street, CTC/Arena, 3rd Street/Convention Center and Stonewall stations, and the CityLYNX Gold Line streetcar runs along Trade Street and Elizabeth Avenue. Nearly every CATS bus route starts at the Charlotte Transportation Center, and Charlotte Douglas International Airport is about 15 minutes by car or the Sprinter bus. Interstates 77 and 277 ring the district, so parking, not distance, is the main driving cost.',
    averageRentPrice: '$1,500 - $2,500/month',
    averageHomePrice: '$400,000 - $700,000',
    commuteToUptown: '0-5 min',
    walkabilityScore: 90,
    safetyRating: 4.1,
    keyFeatures: [
      'LYNX Blue Line and Gold Line at your door',
      'Walk to Hornets, Panthers and Knights games',
      'Romare Bearden Park and First Ward Park',
      'Museums, theaters and the 7th Street Public Market',
      'Luxury high-rise apartments with skyline views',
    ],
    latitude: 35.2271,
    longitude: -80.8431,
    featured: true,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Uptown, Charlotte, NC',
  }),
  neighborhood({
    name: 'South End',
    slug: 'south-end',
    title: 'Living in South End Charlotte: Rail Trail, Breweries and New Apartments',
    metaDescription:
      "Thinking about South End? See apartment rents, condo prices, LYNX Blue Line stations, the Rail Trail, breweries and what daily life is like in Charlotte's busiest neighborhood.",
    overview:
      "South End is Charlotte's fastest-changing neighborhood, a former rail and mill corridor along South Boulevard and the LYNX Blue Line that has filled with apartments, offices, breweries and restaurants. The Charlotte Rail Trail runs beside the tracks, tying together five light-rail stations and dozens of patios. It suits people who want an energetic, walkable neighborhood two minutes from Uptown without living in a tower.",
    history:
      'The area grew up in the late 1800s along the Charlotte, Columbia and Augusta Railroad, with textile plants such as the Atherton Mill, built in 1893, and warehouses lining the tracks. After the mills closed, artists and design showrooms took over the old buildings in the 1990s, and the name South End was adopted to market the district. The opening of the LYNX Blue Line in 2007 set off a building boom that has added tens of thousands of residents since.',
    housingOptions:
      'Most homes are apartments in mid-rise buildings completed after 2010, many with rooftop decks, coworking lounges and dog parks. Townhomes and a limited number of condos sit on the side streets toward Dilworth and Wilmore, and converted mill lofts remain around Atherton Mill. New towers keep opening, so landlords frequently offer one or two months free on longer leases.',
    lifestyle:
      'Weekends revolve around the Rail Trail: brewery hopping between taprooms such as those on Camden Road and Hawkins Street, brunch on the patios, and the South End Gallery Crawl on the first Friday of the month. Atherton Mill and Market has shops and a food hall, and Sycamore Street, Tremont Avenue and South Boulevard are packed with restaurants. Expect crowds, construction cranes and nightlife noise close to the tracks.',
    demographics:
      "South End has one of the youngest populations in the city, with a median age around 30 and a majority of residents living alone or with roommates. Many work in Uptown banks, in South End's own tech and fintech offices or at the headquarters along the light-rail line. Household incomes are high and renters far outnumber owners.",
    localAmenities:
      "Full-size grocery stores sit along South Boulevard and South Tryon Street, with pharmacies and fitness studios on nearly every block. Atherton Mill and Market, the Design Center of the Carolinas and Common Market are neighborhood anchors. Atrium Health's Carolinas Medical Center is five minutes away in Dilworth.",
    schoolsChildcare:
      'Public school assignment is split, commonly Dilworth Elementary, Sedgefield Middle and Myers Park High School; always confirm an address with the CMS school locator. Parents also choose from nearby CMS magnets and charter schools. Several daycare and preschool centers have opened in ground-floor retail spaces along South Boulevard to serve the growing number of young families.',
    parksRecreation:
      'The Charlotte Rail Trail is the main recreation spot, with public art, swings, lawn games and shaded seating beside the tracks. Latta Park in neighboring Dilworth has tennis courts, ball fields and a pool, and Frazier Park and the Irwin Creek Greenway are a short bike ride away. Many apartment buildings have their own pools and dog runs.',
    transportation:
      'Five LYNX Blue Line stations, Carson, Bland Street, East/West Boulevard, New Bern and Scaleybark, put Uptown a few minutes away by train, with trains every 10 to 15 minutes most of the day. The Rail Trail and bike lanes make scooters and bikes practical, and Interstate 77 and I-277 are minutes away for car commuters. Parking in new buildings is usually an extra monthly fee.',
    averageRentPrice: '$1,800 - $2,500/month',
    averageHomePrice: '$450,000 - $700,000',
    commuteToUptown: '5-10 min',
    walkabilityScore: 85,
    safetyRating: 5.7,
    keyFeatures: [
      'Charlotte Rail Trail along the LYNX Blue Line',
      'Walkable breweries, restaurants and patios',
      'South End Gallery Crawl on first Fridays',
      'New apartments with rooftop amenities',
      'Five light-rail stations',
    ],
    latitude: 35.218,
    longitude: -80.857,
    featured: true,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'South End, Charlotte, NC',
  }),
  neighborhood({
    name: 'NoDa',
    slug: 'noda',
    title: "Living in NoDa: Charlotte's Arts District on North Davidson Street",
    metaDescription:
      "Explore NoDa, Charlotte's arts and music district: mill-village bungalows, new apartments, breweries, the Neighborhood Theatre and two LYNX Blue Line stations.",
    overview:
      "NoDa, short for North Davidson, is Charlotte's arts and entertainment district, centered on the intersection of 36th Street and North Davidson Street. Murals, galleries, live-music venues and some of the city's best-known breweries sit beside restored mill houses and new apartment buildings. The LYNX Blue Line extension made it possible to live here and reach Uptown in about 15 minutes without a car.",
    history:
      'NoDa grew up in the early 1900s as the mill village of North Charlotte around the Highland Park Mill No. 3, built in 1903, and the Mecklenburg Mill. After the mills closed, artists bought cheap storefronts in the 1980s and 1990s and renamed the district NoDa. The 2018 opening of the Blue Line extension, with stations at 25th Street and 36th Street, brought a wave of apartments, and the restored mill now holds lofts.',
    housingOptions:
      'Original mill-village cottages and bungalows, many renovated, line streets such as Alexander and Herrin, and they now sell quickly when listed. New apartment communities cluster near the 36th Street and 25th Street stations, and townhomes fill former industrial lots toward Sugar Creek. Renters find a wider range of prices here than in South End.',
    lifestyle:
      "The Neighborhood Theatre and the Evening Muse host concerts, NoDa Brewing Company and several other taprooms anchor the craft-beer scene, and restaurants range from taco shops to Haberdish's Southern cooking. First Friday gallery crawls and street festivals keep the creative reputation alive. It is eclectic and social, with some late-night noise on the main strip.",
    demographics:
      "NoDa draws artists, musicians, young professionals and a growing number of young families, with a median age in the early 30s. Longtime residents of the mill village live alongside newcomers drawn by the light rail. The neighborhood is mixed in income and has one of the city's most visible LGBTQ+ communities.",
    localAmenities:
      "Food Lion and Harris Teeter stores are a short drive away, and Optimist Hall's food hall is one stop south by train. Galleries, vintage shops, coffee houses and the Neighborhood Theatre line North Davidson Street. Novant Health and Atrium Health urgent care clinics are within ten minutes.",
    schoolsChildcare:
      'Many NoDa addresses are zoned for nearby CMS elementary schools, Eastway Middle and Garinger High, but boundaries change, so check the CMS school locator for a specific address. Many families apply to CMS magnet programs or nearby charter schools. Small in-home daycares and a few preschool centers operate in the area.',
    parksRecreation:
      "Cordelia Park has a pool, ball fields and a playground on the neighborhood's southern edge, and the Cross Charlotte Trail follows Little Sugar Creek past it toward Uptown and north toward Sugar Creek. Street festivals close North Davidson Street a few times a year. Dog owners have a large community of walkers along 36th Street.",
    transportation:
      'The 25th Street and 36th Street LYNX Blue Line stations are walkable from most of the neighborhood, with trains to Uptown in about 10 minutes. North Tryon Street and Interstate 277 connect drivers to Uptown and I-85. Parking on the main strip is tight on weekend nights, and the neighborhood has painted bike lanes along several streets.',
    averageRentPrice: '$1,500 - $2,000/month',
    averageHomePrice: '$400,000 - $600,000',
    commuteToUptown: '10-15 min',
    walkabilityScore: 75,
    safetyRating: 4.9,
    keyFeatures: [
      'Galleries, murals and live-music venues',
      '25th Street and 36th Street Blue Line stations',
      'Craft breweries within walking distance',
      'Renovated mill-village bungalows',
    ],
    latitude: 35.2466,
    longitude: -80.8111,
    featured: true,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'NoDa, Charlotte, NC',
  }),
  neighborhood({
    name: 'Plaza Midwood',
    slug: 'plaza-midwood',
    title: 'Living in Plaza Midwood: Eclectic Bungalows and Central Avenue Dining',
    metaDescription:
      'Plaza Midwood guide: 1920s bungalows, Central Avenue restaurants and dive bars, the Gold Line streetcar, schools and parks, with 2025 rent and home prices.',
    overview:
      'Plaza Midwood is an eclectic, close-in neighborhood east of Uptown known for its independent restaurants, dive bars, vintage stores and tree-lined streets of 1920s bungalows. Its commercial heart runs along Central Avenue and Commonwealth Avenue. It has a strong neighborhood identity and is popular with people who want character and walkability without high-rise living.',
    history:
      'The neighborhood grew up in the 1910s and 1920s as a streetcar suburb east of downtown, with grand homes along The Plaza and Craftsman bungalows on the side streets. Central Avenue declined as a commercial strip in the 1970s and was revived in the 1990s by independent businesses. Part of the area is now a local historic district that protects its architecture.',
    housingOptions:
      'Single-family bungalows and cottages dominate, from modest renovated homes to larger 1920s houses on The Plaza, along with new-construction infill. Small older apartment buildings and newer mixed-use apartments on Central Avenue and along the Gold Line provide rentals. Expect bidding competition for well-kept bungalows.',
    lifestyle:
      'Central Avenue and Commonwealth Avenue are lined with restaurants, coffee shops, thrift and record stores and bars, and the Thomas Street strip adds more. The Midwood neighborhood festivals, open-air markets and bike nights give it a small-town feel, and Veterans Park is a gathering spot. It is laid-back, artistic and dog-friendly.',
    demographics:
      'Residents span artists, young professionals, longtime homeowners and young families, with a median age in the mid 30s. The neighborhood has long been one of the most diverse and LGBTQ+-friendly in Charlotte. Homeownership is higher than in South End or NoDa.',
    localAmenities:
      'Harris Teeter on Central Avenue, Food Lion and the Plaza Midwood Walgreens cover daily errands, and Novant Health Presbyterian Medical Center is a few minutes away in Elizabeth. Commonwealth Avenue and Central Avenue hold dozens of independent restaurants, bakeries and shops. Gyms, yoga studios and breweries are all within a short walk or bike ride.',
    schoolsChildcare:
      'CMS assignments vary by street; many homes are zoned for Shamrock Gardens Elementary or Oakhurst STEAM Academy, Eastway Middle and Garinger High, and families often apply to CMS magnets. Private options such as Charlotte Country Day School and Providence Day School are within a 20-minute drive. Several church-based preschools and daycares serve the neighborhood.',
    parksRecreation:
      "Veterans Park on Central Avenue has a playground, tennis courts and open lawn, and Independence Park, Charlotte's oldest public park, is just to the south. The Little Sugar Creek Greenway is a short bike ride away. Dog owners use the neighborhood's quiet side streets and nearby dog parks.",
    transportation:
      "The CityLYNX Gold Line streetcar reaches Sunnyside Avenue at the neighborhood's western edge and runs through Elizabeth to Uptown and west Charlotte. CATS bus route 9 along Central Avenue is one of the busiest in the system. By car, Uptown is about 10 minutes via Central Avenue or Independence Boulevard.",
    averageRentPrice: '$1,400 - $2,000/month',
    averageHomePrice: '$500,000 - $800,000',
    commuteToUptown: '10-15 min',
    walkabilityScore: 78,
    safetyRating: 7,
    keyFeatures: [
      'Independent restaurants and bars on Central Avenue',
      '1920s Craftsman bungalows',
      'CityLYNX Gold Line streetcar nearby',
      'Vintage shops and record stores',
      'Strong, creative neighborhood identity',
    ],
    latitude: 35.2214,
    longitude: -80.808,
    featured: true,
    familyFriendly: true,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Plaza Midwood, Charlotte, NC',
  }),
  neighborhood({
    name: 'Dilworth',
    slug: 'dilworth',
    title: "Living in Dilworth: Charlotte's First Streetcar Suburb",
    metaDescription:
      'Dilworth neighborhood guide: historic bungalows, East Boulevard dining, Latta Park, Freedom Park, top CMS schools and a five-minute commute to Uptown.',
    overview:
      "Dilworth is one of Charlotte's most desirable historic neighborhoods, just south of Uptown between South End and Myers Park. Streets of restored Victorian and Craftsman homes sit under mature oaks, and East Boulevard offers restaurants, coffee shops and boutiques. It combines a short commute with the calm of an established residential district.",
    history:
      "Dilworth was platted in 1891 by Edward Dilworth Latta's Charlotte Consolidated Construction Company as Charlotte's first streetcar suburb, with a line running from downtown to Latta Park. The Olmsted Brothers planned an expansion in 1911 with curving streets around the park. After decades of decline, residents organized in the 1970s to save the neighborhood, and much of it is now a local historic district.",
    housingOptions:
      'Restored bungalows, Foursquares and Victorian homes make up most of the housing, with larger homes along Dilworth Road and Park Road. Condos and small apartment buildings sit along East Boulevard and near Carolinas Medical Center, and new luxury townhomes appear on the South End side. Historic district rules govern exterior renovations.',
    lifestyle:
      "East Boulevard is the neighborhood's main street, with patios, neighborhood bars and family restaurants, and the Dilworth Jubilee street festival is a long-running tradition. Residents walk to Latta Park, jog to Freedom Park and cross into South End for nightlife. Porch culture is strong and neighbors know each other.",
    demographics:
      'Dilworth mixes established professionals, medical staff from Carolinas Medical Center, young families and retirees. The median age is in the mid 30s to 40s and household incomes are high. Homeowners are the majority on the residential streets.',
    localAmenities:
      "A Harris Teeter sits on East Boulevard, Trader Joe's is in nearby Midtown, and Park Road Shopping Center is a few minutes south. Atrium Health Carolinas Medical Center, Levine Children's Hospital and many specialist practices are inside the neighborhood. East Boulevard holds bakeries, wine bars, salons and fitness studios.",
    schoolsChildcare:
      "Dilworth Elementary, Sedgefield Middle and Myers Park High School serve much of the area, and Myers Park High's International Baccalaureate program draws families from across the city. Charlotte Latin and Charlotte Country Day private schools are about 20 minutes south. Church preschools along East Boulevard have long waiting lists.",
    parksRecreation:
      'Latta Park offers tennis courts, a pool, sports fields and walking paths in the heart of the neighborhood. Freedom Park, 98 acres with a lake, ball fields and the Festival in the Park each September, borders Dilworth to the south. The Little Sugar Creek Greenway connects both to Uptown and Midtown.',
    transportation:
      'The East/West Boulevard and Bland Street LYNX Blue Line stations are a short walk from western Dilworth. Uptown is five minutes by car or bike via Kenilworth Avenue or South Boulevard, and CATS buses run along East Boulevard. Street parking is easy on most residential blocks.',
    averageRentPrice: '$1,800 - $2,500/month',
    averageHomePrice: '$800,000+',
    commuteToUptown: '5-10 min',
    walkabilityScore: 70,
    safetyRating: 6.1,
    keyFeatures: [
      'Historic bungalows under mature oaks',
      'Latta Park and Freedom Park',
      'East Boulevard restaurants and shops',
      'Five minutes to Uptown',
      'Atrium Health Carolinas Medical Center nearby',
    ],
    latitude: 35.2061,
    longitude: -80.8498,
    featured: true,
    familyFriendly: true,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Dilworth, Charlotte, NC',
  }),
  neighborhood({
    name: 'Myers Park',
    slug: 'myers-park',
    title: "Living in Myers Park: Charlotte's Historic Tree-Lined Enclave",
    metaDescription:
      'Myers Park guide: stately homes on Queens Road, willow oak canopy, Myers Park High School, Queens University and Freedom Park, with 2025 home prices.',
    overview:
      "Myers Park is Charlotte's best-known historic neighborhood, famous for the willow oaks arching over Queens Road and for its stately homes on large lots. It lies southeast of Dilworth and is home to Queens University of Charlotte and the Myers Park Country Club. Families choose it for its schools, its quiet streets and its location ten minutes from Uptown.",
    history:
      "The neighborhood was developed from 1911 on John Springs Myers's cotton farm by his son-in-law George Stephens, who hired landscape architect John Nolen to lay out curving streets, parkways and thousands of trees. Tobacco and power magnate James B. Duke built his home here; it is now The Duke Mansion inn. Queens College moved to Myers Park in 1914, and the neighborhood is listed on the National Register of Historic Places.",
    housingOptions:
      'Large Colonial Revival, Georgian and Tudor homes on generous lots line Queens Road, Providence Road and Hermitage Court, while smaller 1920s cottages and 1950s homes fill the side streets. Condos and a few apartment buildings sit near Providence Road and Selwyn Avenue. Rentals are scarce and priced at the top of the market.',
    lifestyle:
      'Life is quiet and residential: morning runs along the Queens Road loop, tennis and golf at Myers Park Country Club, and coffee on Providence Road. Selwyn Avenue and Providence Road have neighborhood restaurants, and Wing Haven Gardens is a hidden gem. Churches such as Myers Park Baptist and Myers Park Presbyterian are community hubs.',
    demographics:
      'Residents are mostly established families and long-time homeowners, with many executives, physicians and attorneys, plus Queens University students on the campus blocks. The median age is over 40 and household incomes are among the highest in North Carolina.',
    localAmenities:
      'Harris Teeter on Providence Road and the shops of Selwyn Avenue cover everyday needs, and Phillips Place and SouthPark Mall are a short drive south. Novant Health Presbyterian Medical Center and Atrium Health Carolinas Medical Center are both within ten minutes. The Duke Mansion and Wing Haven host events and tours.',
    schoolsChildcare:
      'Selwyn Elementary, Alexander Graham Middle and Myers Park High School serve much of the neighborhood and are among the most sought-after CMS assignments. Private options nearby include Charlotte Latin, Charlotte Country Day, Providence Day and Charlotte Catholic High School. Queens University of Charlotte is inside the neighborhood.',
    parksRecreation:
      'Freedom Park, with its lake, tennis courts, playgrounds and Little Sugar Creek Greenway access, borders the neighborhood. Wing Haven Gardens and Bird Sanctuary and the Elizabeth Lawrence House and Garden are peaceful retreats. The tree-lined medians of Queens Road and Hermitage Road are a local running route.',
    transportation:
      'Most residents drive; Uptown is 10 to 15 minutes via Queens Road or Providence Road, and CATS buses run along Providence and Selwyn. The Little Sugar Creek Greenway offers a car-free bike route to Midtown and Uptown. The neighborhood has no light-rail station.',
    averageRentPrice: '$1,400 - $2,400/month',
    averageHomePrice: '$1,000,000+',
    commuteToUptown: '10-15 min',
    walkabilityScore: 40,
    safetyRating: 10,
    keyFeatures: [
      'Willow oak canopy along Queens Road',
      'Myers Park High School and top-rated CMS schools',
      'Queens University of Charlotte',
      'Freedom Park and Wing Haven Gardens',
      'Historic homes on large lots',
    ],
    latitude: 35.188,
    longitude: -80.824,
    featured: true,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Myers Park, Charlotte, NC',
  }),
  neighborhood({
    name: 'Ballantyne',
    slug: 'ballantyne',
    title: 'Living in Ballantyne: Corporate Parks, Golf and Top Schools in South Charlotte',
    metaDescription:
      'Ballantyne relocation guide: planned communities, Ardrey Kell High School, The Bowl at Ballantyne, I-485 access and 2025 rent and home prices in south Charlotte.',
    overview:
      'Ballantyne is a large planned area in the far south of Charlotte, next to the South Carolina line, built around a major corporate park, a golf resort and master-planned neighborhoods. Many residents work in the offices of Ballantyne itself, so the commute is often short even though Uptown is 30 minutes away. It is a top choice for families wanting newer homes, amenities and strong schools.',
    history:
      "Ballantyne was a rural hunting preserve owned by the Harris family until the 1990s, when Smoky Bissell's Bissell Companies developed Ballantyne Corporate Park, The Ballantyne Hotel and Ballantyne Country Club around I-485. The area grew rapidly in the 2000s with subdivisions along Johnston Road and Ardrey Kell Road. Since 2017 the corporate park has been reinvented as a mixed-use district with apartments, restaurants and The Bowl, an amphitheater that opened in 2023.",
    housingOptions:
      'Homes range from townhomes and garden apartments near Ballantyne Commons Parkway to large two-story houses in communities like Ballantyne Country Club and Providence Country Club. New luxury apartments ring The Bowl, and many subdivisions have pools, tennis courts and HOA-maintained common areas. Housing stock dates mostly from 1995 onward.',
    lifestyle:
      'Ballantyne life is suburban and convenient: golf at Ballantyne Country Club or the hotel course, concerts at The Bowl, and dinners at Ballantyne Village and along Johnston Road. Youth sports, swim teams and HOA events fill weekends. Errands are done by car, but the newer mixed-use blocks are increasingly walkable.',
    demographics:
      'Ballantyne has many families with school-age children and a large share of residents working in finance, technology and corporate offices, including many international transplants. Household incomes are well above the city median and the area is known for its diversity, with large Indian-American and Asian-American communities.',
    localAmenities:
      'Harris Teeter, Publix and other grocery stores line Johnston Road and Rea Road, and Stonecrest at Piper Glen adds shopping and a movie theater. Atrium Health Ballantyne hospital opened in 2023 on the edge of the corporate park. Restaurants range from chains to chef-driven spots at The Bowl.',
    schoolsChildcare:
      'CMS schools such as Ballantyne Elementary, Community House Middle and Ardrey Kell High School have strong reputations, and Ballantyne Ridge High opened to relieve crowding. Many families use private options like Charlotte Latin and Providence Day, about 15 minutes north. Childcare centers and preschools are plentiful along Ballantyne Commons Parkway and Johnston Road.',
    parksRecreation:
      'Elon Park on Ardrey Kell Road has ball fields, a recreation center and playgrounds, and Four Mile Creek and McMullen Creek greenway sections are nearby. Ballantyne Country Club and the Ballantyne Hotel golf course serve golfers. The Bowl at Ballantyne offers lawn space, concerts and a trail network inside the former corporate park.',
    transportation:
      'Driving is the norm: I-485 and Johnston Road (US 521) connect to I-77 and Uptown in about 30 minutes outside rush hour, longer at peak times. CATS express buses run from park-and-ride lots to Uptown. Charlotte Douglas Airport is about 25 minutes away.',
    averageRentPrice: '$1,500 - $2,200/month',
    averageHomePrice: '$500,000 - $900,000',
    commuteToUptown: '25-40 min',
    walkabilityScore: 30,
    safetyRating: 9.5,
    keyFeatures: [
      'Ardrey Kell High School and strong CMS schools',
      'The Bowl at Ballantyne amphitheater',
      'Golf at Ballantyne Country Club',
      'Master-planned neighborhoods with pools',
      'Office jobs close to home',
    ],
    latitude: 35.0527,
    longitude: -80.8482,
    featured: true,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Ballantyne, Charlotte, NC',
  }),
  neighborhood({
    name: 'University City',
    slug: 'university-city',
    title: 'Living in University City: UNC Charlotte, Light Rail and Affordable Apartments',
    metaDescription:
      'University City guide: UNC Charlotte, the LYNX Blue Line, University Research Park, affordable apartments and starter homes in northeast Charlotte.',
    overview:
      'University City is a large district in northeast Charlotte built around UNC Charlotte, University Research Park and Atrium Health University City. Apartments, townhomes and subdivisions are more affordable than in the central neighborhoods, and the LYNX Blue Line runs straight to Uptown. It suits students, graduate workers, young families and anyone wanting value with transit.',
    history:
      "The area was rural until Charlotte College, which began in 1946 as a University of North Carolina evening center for returning veterans, moved to its campus off today's University City Boulevard in 1961 and became UNC Charlotte in 1965. University Research Park was established in 1966 and brought major employers. The Blue Line extension opened in 2018 with four stations around the university, sparking new transit-oriented development.",
    housingOptions:
      'The area has thousands of apartments, from student housing near campus to newer communities around the JW Clay Boulevard and University City Boulevard stations. Townhomes and 1980s-2000s single-family subdivisions such as Newell and the streets off Mallard Creek Church Road offer some of the most affordable homes in Charlotte. New build-to-rent communities are also common.',
    lifestyle:
      "UNC Charlotte's Niners football and basketball, concerts and lectures shape the calendar, and the area has a huge range of international restaurants. Mallard Creek and Toby Creek greenways and the Reedy Creek Nature Preserve provide outdoor escapes, and Concord Mills and Charlotte Motor Speedway are 15 minutes away. It is practical and diverse rather than trendy.",
    demographics:
      'With more than 30,000 UNC Charlotte students, the population is young and diverse, including many international students and researchers. Families, retirees and workers from University Research Park employers like TIAA and Wells Fargo live in the surrounding subdivisions. Incomes vary widely.',
    localAmenities:
      "University Place, IKEA, and plenty of grocery stores including Harris Teeter, Lidl and international markets make errands easy. Atrium Health University City hospital and many clinics are in the area. The university's libraries, arts center and athletic facilities are open to the community for many events.",
    schoolsChildcare:
      'CMS schools include University Meadows Elementary, James Martin Middle and Julius L. Chambers High School, with Mallard Creek High serving the northern edge. UNC Charlotte and Cabarrus County schools are nearby, and several charter schools operate in the district. Childcare centers are numerous and generally less expensive than in south Charlotte.',
    parksRecreation:
      "The Toby Creek and Mallard Creek greenways connect campus to Kirk Farm Fields and neighborhood parks, and the Reedy Creek Nature Preserve offers 700 acres of trails. UNC Charlotte's Botanical Gardens are free and open to the public. Disc golf, ball fields and a large dog park round out the options.",
    transportation:
      'Four LYNX Blue Line stations, JW Clay Blvd/UNC Charlotte, McCullough, University City Blvd and UNC Charlotte-Main, reach Uptown in about 25 minutes. Interstates 85 and 485 and US 29 serve drivers, and campus shuttles and CATS buses cover the rest. Traffic on University City Boulevard is heavy at rush hour.',
    averageRentPrice: '$1,100 - $1,600/month',
    averageHomePrice: '$250,000 - $400,000',
    commuteToUptown: '20-30 min',
    walkabilityScore: 35,
    safetyRating: 3.6,
    keyFeatures: [
      'UNC Charlotte and University Research Park',
      'Four LYNX Blue Line stations',
      'Affordable apartments and starter homes',
      'Greenways and Reedy Creek Nature Preserve',
    ],
    latitude: 35.3087,
    longitude: -80.7417,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'University City, Charlotte, NC',
  }),
  neighborhood({
    name: 'Elizabeth',
    slug: 'elizabeth',
    title: 'Living in Elizabeth: Historic Homes Between Uptown and Plaza Midwood',
    metaDescription:
      'Elizabeth neighborhood guide: historic homes, Independence Park, the Gold Line streetcar, Novant Health Presbyterian and CPCC, just minutes from Uptown.',
    overview:
      'Elizabeth is a leafy historic neighborhood immediately east of Uptown, between Midtown and Plaza Midwood. Elizabeth Avenue and 7th Street are lined with restaurants and bars, and the CityLYNX Gold Line streetcar connects the neighborhood to Uptown. It offers historic character, big trees and one of the shortest commutes in the city.',
    history:
      "The neighborhood takes its name from Elizabeth College, a Lutheran women's college founded in 1897 on the site now occupied by Novant Health Presbyterian Medical Center. It developed in the early 1900s as a streetcar suburb, and Independence Park, designed in 1904 and later improved with plans by John Nolen, became Charlotte's first public park. Residents fought the planned widening of roads in the 1970s, and the area is now on the National Register of Historic Places.",
    housingOptions:
      'Bungalows, Foursquares and Colonial Revival homes line streets like Clement Avenue and Greenway Avenue, with townhomes and condos along 7th Street. Small apartment buildings and newer mid-rises near Elizabeth Avenue house many medical and college staff. Homes rarely stay on the market long.',
    lifestyle:
      'Residents walk to restaurants on Elizabeth Avenue and 7th Street, grab coffee near Independence Park and bike the Little Sugar Creek Greenway. The neighborhood has an active association with holiday events and a strong porch culture. Both Uptown and Plaza Midwood nightlife are within a short walk or streetcar ride.',
    demographics:
      'A mix of professionals, healthcare workers from Novant Health Presbyterian, CPCC faculty and students, and long-time homeowners. The median age is in the mid 30s, and the neighborhood has a balance of owners and renters.',
    localAmenities:
      "Trader Joe's, Target and other stores at Midtown's Metropolitan are just across the greenway. Novant Health Presbyterian Medical Center is in the neighborhood, and Central Piedmont Community College's Central Campus sits on Elizabeth Avenue. Restaurants, salons and fitness studios cluster on 7th Street.",
    schoolsChildcare:
      'Elizabeth Traditional Elementary, a CMS traditional magnet, is inside the neighborhood, and many homes are zoned for Myers Park High School. Central Piedmont Community College offers continuing education and dual-enrollment courses. Church-based preschools are common along Hawthorne Lane.',
    parksRecreation:
      "Independence Park has a rose garden, tennis courts and playground, and the Little Sugar Creek Greenway passes along the neighborhood's edge on its way to Freedom Park. The Midtown and Pearl Street parks are a few minutes' walk. Residents can bike from Elizabeth to Uptown entirely on greenways and bike lanes.",
    transportation:
      "The CityLYNX Gold Line streetcar runs along Elizabeth Avenue and Hawthorne Lane to Uptown's Charlotte Transportation Center, where it meets the Blue Line. Uptown is five minutes by car via 7th Street or Independence Boulevard. Several CATS bus routes cross the neighborhood.",
    averageRentPrice: '$1,400 - $2,000/month',
    averageHomePrice: '$500,000 - $800,000',
    commuteToUptown: '5-10 min',
    walkabilityScore: 69,
    safetyRating: 6.8,
    keyFeatures: [
      'CityLYNX Gold Line streetcar',
      "Independence Park, Charlotte's first public park",
      'Restaurants on Elizabeth Avenue and 7th Street',
      'Historic homes minutes from Uptown',
    ],
    latitude: 35.2151,
    longitude: -80.8225,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Elizabeth, Charlotte, NC',
  }),
  neighborhood({
    name: 'Fourth Ward',
    slug: 'fourth-ward',
    title: 'Living in Fourth Ward: Victorian Homes in Uptown Charlotte',
    metaDescription:
      "Fourth Ward guide: restored Victorian homes, brick sidewalks, Fourth Ward Park and Old Settlers' Cemetery, a quiet residential pocket of Uptown Charlotte.",
    overview:
      'Fourth Ward is the quiet, residential corner of Uptown, northwest of Trade and Tryon, where restored Victorian houses and brick sidewalks sit a few blocks from bank towers. Residents get a true neighborhood feel, with gas lamps and gardens, while walking to Uptown offices and venues. It is popular with professionals and empty nesters who want historic charm and zero commute.',
    history:
      "Fourth Ward was one of the four wards drawn in 1869 and became a prosperous residential district of merchants and ministers in the late 1800s. It declined after World War II as residents moved to the suburbs. In the 1970s NCNB, the bank that became Bank of America, financed a revitalization program that restored surviving Victorian homes and brought back residents, and Old Settlers' Cemetery still holds graves from the 1700s.",
    housingOptions:
      "Restored Victorian homes, newer townhomes built in a compatible style and mid-rise condominiums make up most of the housing. Apartments sit along the ward's edges near Graham Street and the Gold Line. Single-family homes are rare and command premium prices.",
    lifestyle:
      "Residents enjoy a calm, village-like feel: morning walks to Fourth Ward Park, dinners at neighborhood spots like those on North Church Street, and holiday home tours. Uptown's arts venues, stadiums and restaurants are a short walk away. It is walkable, quiet after dark and close to everything.",
    demographics:
      'Fourth Ward residents are mostly professionals and empty nesters, with few school-age children. Median ages run higher than in the rest of Uptown, and owners and renters are fairly balanced.',
    localAmenities:
      "Uptown's grocery stores and the 7th Street Public Market are a short walk, and ImaginOn and the library's Uptown branches are a few blocks away. Coffee shops and restaurants line Church, Poplar and Graham Streets, including the McNinch House for special occasions. Dry cleaners, pharmacies and gyms are all walkable.",
    schoolsChildcare:
      'Charlotte Lab School, a tuition-free public charter, is inside Fourth Ward, and First Ward Creative Arts Academy, a CMS K-8 arts magnet, is a ten-minute walk. Trinity Episcopal School offers private K-8 education nearby, and ImaginOn runs story times and teen programs. Childcare centers serving Uptown office workers are within a few blocks.',
    parksRecreation:
      "Fourth Ward Park is a tranquil green with paths and gardens at the neighborhood's center, and Old Settlers' Cemetery is a historic park dating to 1776. Romare Bearden Park and the Rail Trail are within a ten-minute walk.",
    transportation:
      'The 7th Street LYNX Blue Line station and Gold Line stops on Trade Street are a few blocks away, and Uptown offices are walkable. I-77 and I-277 are reached in minutes. Many residents live without a car.',
    averageRentPrice: '$1,300 - $2,000/month',
    averageHomePrice: '$350,000 - $700,000',
    commuteToUptown: '0-5 min',
    walkabilityScore: 88,
    safetyRating: 4.1,
    keyFeatures: [
      'Restored Victorian homes',
      'Brick sidewalks and gas lamps',
      "Fourth Ward Park and Old Settlers' Cemetery",
      'Walk to Uptown offices and venues',
    ],
    latitude: 35.233,
    longitude: -80.846,
    featured: false,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Fourth Ward, Charlotte, NC',
  }),
  neighborhood({
    name: 'Cotswold',
    slug: 'cotswold',
    title: 'Living in Cotswold: Mid-Century Homes and Village Shopping in East Charlotte',
    metaDescription:
      'Cotswold guide: 1950s ranch homes, Cotswold Village Shops, East Mecklenburg High and a 15-minute commute to Uptown, with 2025 rent and home prices.',
    overview:
      'Cotswold is a well-established neighborhood in east-central Charlotte known for its 1950s and 1960s ranch homes on wooded lots and for the Cotswold Village Shops at Randolph and Sharon Amity roads. It sits between Myers Park and Eastover to the west and the Providence Road corridor to the south. Families and retirees like its quiet streets, mature trees and easy access to everything.',
    history:
      'The area was developed after World War II, when builders filled former farmland east of Myers Park with ranch homes and split-levels. The neighborhood was named after the English Cotswolds, and Cotswold Village, one of the first suburban shopping centers in Charlotte, opened in the 1960s. Many original homes have since been renovated or replaced.',
    housingOptions:
      'Brick ranches and split-levels on large, tree-filled lots dominate, alongside newer custom homes built on teardown lots. Townhomes and garden-style apartments sit near Randolph Road and Sharon Amity. Prices rise sharply near Providence Road.',
    lifestyle:
      'Cotswold is calm and convenient: weekend errands at Cotswold Village, dinner at the restaurants on Randolph Road, and walks under the oaks. Residents are minutes from Freedom Park and the Mint Museum Randolph. The neighborhood has active swim and tennis clubs.',
    demographics:
      'The neighborhood mixes young families buying their first house in a central location with long-time residents and retirees. The median age is near 40 and most residents own their homes.',
    localAmenities:
      "Cotswold Village Shops hold a Harris Teeter, Trader Joe's, a pharmacy and many restaurants, and Sharon Amity Road has more services. Novant Health and Atrium Health practices line Randolph Road. SouthPark Mall is about ten minutes away.",
    schoolsChildcare:
      'Cotswold Elementary, an IB World School, serves the neighborhood, with East Mecklenburg High School and Alexander Graham or McClintock Middle depending on address. Charlotte Country Day, Providence Day and Charlotte Latin are within 15 minutes. Preschools operate at several local churches.',
    parksRecreation:
      'The Briar Creek Greenway and McAlpine Creek Park are close by, and Freedom Park is about ten minutes away. Neighborhood swim and racquet clubs are popular with families. The Mint Museum Randolph grounds are a peaceful place to walk.',
    transportation:
      'Uptown is 15 to 20 minutes by car via Randolph Road or Providence Road, and CATS buses run on Randolph and Providence. Independence Boulevard is close for trips east. There is no light rail nearby.',
    averageRentPrice: '$1,000 - $1,400/month',
    averageHomePrice: '$500,000 - $800,000',
    commuteToUptown: '15-20 min',
    walkabilityScore: 58,
    safetyRating: 7.9,
    keyFeatures: [
      'Cotswold Village Shops',
      'Mid-century ranch homes on wooded lots',
      'Cotswold Elementary IB World School',
      'Central location between Myers Park and SouthPark',
    ],
    latitude: 35.187,
    longitude: -80.795,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Cotswold, Charlotte, NC',
  }),
  neighborhood({
    name: 'SouthPark',
    slug: 'southpark',
    title: "Living in SouthPark: Charlotte's Upscale Shopping and Dining District",
    metaDescription:
      'SouthPark guide: SouthPark Mall, Symphony Park, luxury condos, top schools and the SouthPark Loop, with 2025 rent and home prices in south Charlotte.',
    overview:
      "SouthPark is Charlotte's upscale shopping and business district, built around SouthPark Mall, Phillips Place and Piedmont Row. Luxury apartments, condos and offices surround the mall, and established neighborhoods of large homes spread out along Sharon Road and Fairview Road. It is often called Charlotte's second downtown.",
    history:
      "The land was part of the Morrison family's dairy farm until SouthPark Mall opened in 1970, developed by Belk and Ivey's department stores on property sold by former governor Cameron Morrison's family. Office towers followed in the 1980s and 1990s, and the area has since become a dense mixed-use district. The SouthPark Loop trail, planned in the 2010s, is being built to connect it for walkers and cyclists.",
    housingOptions:
      'Options range from luxury high-rise and mid-rise apartments near the mall to condos, townhomes and large single-family homes in neighborhoods like Foxcroft, Barclay Downs and Beverly Woods. Many homes date from the 1960s to 1980s on large lots. High-end rentals and condos draw downsizers and executives.',
    lifestyle:
      "Residents shop at SouthPark Mall, Phillips Place and the Specialty Shops on the Park, dine at upscale restaurants, and catch the Charlotte Symphony's summer concerts at Symphony Park. Golf, tennis clubs and fitness studios are everywhere. It is polished, busy and car-oriented, with growing walkable pockets.",
    demographics:
      'SouthPark is home to executives, professionals, retirees and established families, with a median age above 40 and high household incomes. A growing number of young professionals rent in the newer apartment towers.',
    localAmenities:
      'SouthPark Mall, Phillips Place, Piedmont Row and Morrison Boulevard offer some of the best shopping and dining in the region, plus several grocery stores including Harris Teeter and Whole Foods nearby. Medical offices and urgent care clinics are plentiful. Hotels and corporate offices make it a business hub.',
    schoolsChildcare:
      'Schools include Sharon Elementary, Alexander Graham Middle and Myers Park or South Mecklenburg High depending on address. Charlotte Country Day, Charlotte Latin, Providence Day and Charlotte Catholic are close. Childcare centers and preschools are plentiful but fill early.',
    parksRecreation:
      'Symphony Park hosts outdoor concerts and events, and the SouthPark Loop connects several trail segments. Park Road Park, with a lake, tennis courts and ball fields, is a few minutes west, and Freedom Park is ten minutes north. Private clubs offer golf and tennis.',
    transportation:
      'Uptown is 15 to 25 minutes by car via Providence Road, Sharon Road or Park Road, and CATS buses connect SouthPark to the Blue Line at Tyvola and to Uptown. The area is car-dependent outside the mall district. I-77 and I-485 are within ten minutes.',
    averageRentPrice: '$2,000 - $3,000/month',
    averageHomePrice: '$800,000+',
    commuteToUptown: '15-25 min',
    walkabilityScore: 55,
    safetyRating: 6,
    keyFeatures: ['SouthPark Mall and Phillips Place', 'Symphony Park concerts', 'Luxury condos and apartments', 'Top-rated public and private schools'],
    latitude: 35.1528,
    longitude: -80.8299,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: true,
    petFriendly: false,
    mapQuery: 'SouthPark, Charlotte, NC',
  }),
  neighborhood({
    name: 'Wesley Heights',
    slug: 'wesley-heights',
    title: 'Living in Wesley Heights: Historic Bungalows Just West of Uptown',
    metaDescription:
      'Wesley Heights guide: historic bungalows, the Gold Line streetcar, Stewart Creek Greenway and skyline views, minutes west of Uptown Charlotte.',
    overview:
      'Wesley Heights is a small historic neighborhood just west of Uptown, known for its 1920s and 1930s bungalows, skyline views and a growing collection of breweries and restaurants along West Morehead Street and Freedom Drive. It is quieter than South End but just as close to the center. Buyers come for character homes, tree-lined streets and a commute measured in minutes.',
    history:
      "Wesley Heights was developed from the 1910s and 1920s as a streetcar suburb on the west side of Charlotte, near the site of Camp Greene, a World War I army training camp. After decades of decline it was listed on the National Register of Historic Places in 1995, and restoration has steadily revived it since. Wesley Heights Way, a boulevard with a landscaped median, remains the neighborhood's signature street.",
    housingOptions:
      'Craftsman and Tudor-influenced bungalows, many carefully restored, fill streets like Grandin Road and Walnut Avenue. Townhomes and apartments have replaced older industrial buildings along the edges near West Morehead Street and the Stewart Creek corridor. Prices have climbed as the area has become better known, but still sit below Dilworth and Plaza Midwood.',
    lifestyle:
      "Residents walk to local breweries and restaurants, bike the Stewart Creek Greenway and take in skyline views at sunset. Uptown stadiums and the west side's growing food scene along Wilkinson Boulevard and Freedom Drive are minutes away. Porches, neighborhood cleanups and holiday events give it a close-knit feel.",
    demographics:
      'Residents are a mix of young professionals, couples and long-time homeowners, with a median age in the mid 30s. The neighborhood is racially and economically diverse, and homeownership is common on the historic streets. Newcomers often arrive from Uptown apartments looking for their first house.',
    localAmenities:
      "Grocery stores are along Wilkinson Boulevard and in Uptown, and breweries and restaurants cluster on West Morehead Street and Freedom Drive. The revived Savona Mill complex nearby adds food, drink and maker spaces. Uptown's hospitals, offices and arts venues are five minutes away.",
    schoolsChildcare:
      'CMS assignments generally include Ashley Park PreK-8 or a nearby elementary school and West Charlotte or Harding University High School, and many families apply to CMS magnets. Johnson C. Smith University is a short drive north. Several small daycares and church preschools operate in the surrounding neighborhoods.',
    parksRecreation:
      "The Stewart Creek Greenway and Irwin Creek Greenway connect to Frazier Park, which has tennis courts, a dog park and ball fields. Romare Bearden Park is a short bike ride away. Skyline views from the neighborhood's eastern streets are a local favorite.",
    transportation:
      'The CityLYNX Gold Line runs along West Trade Street nearby, connecting to Uptown and the Blue Line at the Charlotte Transportation Center. Uptown is five to ten minutes by car, and I-77 and I-85 are close. Greenways lead directly into the Center City for cyclists.',
    averageRentPrice: '$1,200 - $2,000/month',
    averageHomePrice: '$450,000 - $700,000',
    commuteToUptown: '5-10 min',
    walkabilityScore: 60,
    safetyRating: 5.9,
    keyFeatures: ['Historic 1920s bungalows', 'Skyline views', 'Stewart Creek Greenway and Frazier Park', 'Minutes from Uptown'],
    latitude: 35.233,
    longitude: -80.864,
    featured: false,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Wesley Heights, Charlotte, NC',
  }),
  neighborhood({
    name: 'Eastover',
    slug: 'eastover',
    title: "Living in Eastover: Charlotte's Elegant Neighborhood Near the Mint Museum",
    metaDescription:
      'Eastover guide: grand homes, the Mint Museum Randolph, Eastover Elementary and Myers Park High, with 2025 home prices near central Charlotte.',
    overview:
      "Eastover is one of Charlotte's most prestigious neighborhoods, a quiet enclave of large homes and landscaped lots between Myers Park and Cotswold. It is home to the Mint Museum Randolph and sits a short drive from Uptown. Buyers value its elegant streets, top-rated schools and central location.",
    history:
      "Eastover was developed from the late 1920s as a high-end residential neighborhood east of Myers Park. In 1936 the original U.S. Mint building was moved from Uptown and reassembled on Randolph Road to become the Mint Museum, North Carolina's first art museum. Many of the neighborhood's Georgian and Colonial Revival homes date from the 1930s to 1950s.",
    housingOptions:
      'Large single-family homes in Georgian, Colonial Revival and Tudor styles dominate, many on half-acre lots or larger. Some older homes have been replaced by new custom builds designed to match the neighborhood. Few rentals exist; those that do are usually entire houses leased by relocating executives.',
    lifestyle:
      'Eastover is quiet and residential, with neighbors walking dogs under the oaks and gathering at nearby clubs and churches. The Mint Museum Randolph offers exhibitions, lectures and family days. Dining and shopping are a short drive away on Providence Road, in Cotswold and at SouthPark.',
    demographics:
      'Residents are mostly established families, executives and retirees, with a median age above 45 and very high household incomes. Nearly all homes are owner-occupied, and many families have lived here for decades.',
    localAmenities:
      'Grocery stores on Providence Road and at Cotswold Village cover errands, and Novant Health Presbyterian Medical Center is a few minutes away. Restaurants and boutiques line Providence Road and fill SouthPark. The Mint Museum Randolph is inside the neighborhood.',
    schoolsChildcare:
      'Eastover Elementary, Alexander Graham Middle and Myers Park High School serve the neighborhood and are among the most requested CMS assignments. Charlotte Latin, Charlotte Country Day and Providence Day are nearby private options. Church preschools on Providence Road are popular with young families.',
    parksRecreation:
      'Freedom Park and the Little Sugar Creek Greenway are a few minutes west, and the Mint Museum grounds are pleasant for walks. Private swim, tennis and golf clubs are part of neighborhood life.',
    transportation:
      'Uptown is 10 to 15 minutes by car via Randolph Road or Providence Road. CATS buses run on Randolph and Providence, but the neighborhood is largely car-dependent.',
    averageRentPrice: '$1,500 - $2,300/month',
    averageHomePrice: '$1,000,000+',
    commuteToUptown: '10-15 min',
    walkabilityScore: 35,
    safetyRating: 10,
    keyFeatures: [
      'Grand homes on landscaped lots',
      'Mint Museum Randolph',
      'Eastover Elementary and Myers Park High School',
      'Quiet streets near central Charlotte',
    ],
    latitude: 35.193,
    longitude: -80.8187,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Eastover, Charlotte, NC',
  }),
  neighborhood({
    name: 'Steele Creek',
    slug: 'steele-creek',
    title: 'Living in Steele Creek: New Homes Near Carowinds and Lake Wylie',
    metaDescription:
      'Steele Creek guide: new subdivisions, Charlotte Premium Outlets, Carowinds, Olympic and Palisades high schools, and easy access to the airport.',
    overview:
      'Steele Creek is a fast-growing area in southwest Charlotte, stretching from the airport toward Lake Wylie and the South Carolina line. It offers newer homes, apartments and shopping at moderate prices, with Carowinds and Charlotte Premium Outlets close by. Families, first-time buyers and airport workers find it convenient.',
    history:
      'The area takes its name from Steele Creek, and Steele Creek Presbyterian Church was founded there around 1760. It stayed rural farmland until the late 1990s and 2000s, when I-485 opened and subdivisions, distribution centers and the Ayrsley mixed-use district replaced fields and pastures.',
    housingOptions:
      'Newer single-family subdivisions such as Berewick and the communities along Shopton Road and Steele Creek Road make up much of the housing, alongside many apartment complexes and townhomes. Most homes were built after 2000 and often come with HOA pools and playgrounds. New construction is still underway toward Lake Wylie.',
    lifestyle:
      'Residents shop at Charlotte Premium Outlets and Rivergate, spend summer days at Carowinds and boat on Lake Wylie. Life is suburban and car-based, with chain and local restaurants along Steele Creek Road and South Tryon Street. Youth sports and HOA events fill weekends.',
    demographics:
      'Steele Creek has many young families and first-time buyers and is one of the most diverse parts of Charlotte. Many residents work at the airport, at logistics and manufacturing employers nearby, or in Uptown.',
    localAmenities:
      'Rivergate and Ayrsley have grocery stores, restaurants and a movie theater, and Charlotte Premium Outlets offers more than 80 stores. Atrium Health and Novant Health have clinics nearby, and the airport is about ten minutes away.',
    schoolsChildcare:
      'Schools include Steele Creek Elementary, Kennedy Middle and Olympic High or Palisades High School, which opened in 2020. Charter schools and many childcare centers serve the growing number of families.',
    parksRecreation:
      'McDowell Nature Center and Preserve on Lake Wylie has trails, campsites and a boat launch, and Berewick District Park offers ball fields and a playground. Carowinds is a major regional attraction in summer.',
    transportation:
      'I-485 and I-77 bring Uptown within 25 to 35 minutes by car, and Charlotte Douglas International Airport is about ten minutes away. CATS buses serve parts of the area, but most residents drive.',
    averageRentPrice: '$1,300 - $1,800/month',
    averageHomePrice: '$325,000 - $450,000',
    commuteToUptown: '25-35 min',
    walkabilityScore: 18,
    safetyRating: 7,
    keyFeatures: [
      'Newer homes at moderate prices',
      'Carowinds and Charlotte Premium Outlets',
      'Ten minutes to the airport',
      'Lake Wylie and McDowell Nature Preserve',
    ],
    latitude: 35.108,
    longitude: -80.967,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Steele Creek, Charlotte, NC',
    hasImages: false,
  }),
  neighborhood({
    name: 'Highland Creek',
    slug: 'highland-creek',
    title: 'Living in Highland Creek: A Master-Planned Community in Northeast Charlotte',
    metaDescription: 'Highland Creek guide: golf, amenity centers with pools, Mallard Creek High School and family-friendly streets in northeast Charlotte.',
    overview:
      "Highland Creek is one of Charlotte's largest master-planned communities, located in the far northeast near I-485 and the Cabarrus County line. It has thousands of homes, several amenity centers with pools and the Highland Creek Golf Club. Families appreciate its quiet streets, schools and calendar of community events.",
    history:
      'Highland Creek was developed from the early 1990s on farmland north of Mallard Creek. It grew through the 2000s into a community of several thousand homes with a homeowners association that runs its pools, clubhouses and common areas.',
    housingOptions:
      'Single-family homes from the 1990s and 2000s dominate, from starter homes to larger houses on the golf course. Townhomes and apartment communities sit along Prosperity Church Road and Mallard Creek Road. HOA dues cover the pools, tennis courts and landscaping.',
    lifestyle:
      'Life centers on the community pools, tennis courts, golf club and youth sports leagues. Neighbors gather for HOA events, holiday parades and swim-team meets. Shopping and dining are along Prosperity Church Road and at Concord Mills.',
    demographics: 'Most households are families with children, along with many long-time owners. The community is diverse, and homeownership rates are high.',
    localAmenities:
      'Grocery stores, restaurants and services line Prosperity Church Road and Mallard Creek Road, and Concord Mills is a short drive away. Atrium Health University City hospital is about 15 minutes away.',
    schoolsChildcare:
      'Highland Creek Elementary, Ridge Road Middle and Mallard Creek High School serve most of the community. Several charter schools and childcare centers are nearby, and UNC Charlotte is 15 minutes south.',
    parksRecreation:
      'Amenity centers with pools, tennis courts and playgrounds are within walking distance of most homes. The Highland Creek Golf Club, the Mallard Creek Greenway and the Reedy Creek Nature Preserve offer more outdoor options.',
    transportation:
      'I-485 and I-85 connect Highland Creek to University City and Uptown, and the park-and-ride at the JW Clay Blvd Blue Line station is a short drive. Commute times to Uptown vary widely with traffic, so most residents plan around rush hour.',
    averageRentPrice: '$1,300 - $2,000/month',
    averageHomePrice: '$300,000 - $475,000',
    commuteToUptown: null,
    walkabilityScore: 12,
    safetyRating: 10,
    keyFeatures: [
      'Master-planned community with several pools',
      'Highland Creek Golf Club',
      'Mallard Creek High School',
      'Active homeowners association events',
    ],
    latitude: 35.3783,
    longitude: -80.7633,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Highland Creek, Charlotte, NC',
  }),
  neighborhood({
    name: 'Montford',
    slug: 'montford',
    title: 'Living in Montford: Park Road Dining and Mid-Century Homes',
    metaDescription:
      'Montford guide: Montford Drive restaurants and bars, Park Road Shopping Center, Park Road Park and mid-century homes in central south Charlotte.',
    overview:
      'Montford is a compact neighborhood between Park Road and Woodlawn Road, best known for Montford Drive, a short street packed with bars and restaurants. The residential streets hold mid-century ranch homes and newer builds, and Park Road Shopping Center is next door. It offers a lively but relaxed lifestyle close to SouthPark and Myers Park.',
    history:
      'Montford Park was developed in the 1950s as a neighborhood of modest ranch homes beside Park Road Shopping Center, which opened in 1956 as one of the first shopping centers in North Carolina. Montford Drive evolved into a restaurant and bar district from the 1990s onward, and rising demand has brought renovations and new construction.',
    housingOptions:
      'Brick ranch homes, renovated mid-century houses and new custom homes sit side by side. Apartments and condos are available along Park Road and Woodlawn Road. Small lots close to Montford Drive are popular with buyers who want to walk to dinner.',
    lifestyle:
      'Residents walk to Montford Drive for dinner, trivia nights and live music, shop at Park Road Shopping Center and jog at Park Road Park. The neighborhood appeals to young couples and families who want activity without leaving a suburban setting.',
    demographics: 'Montford mixes young professionals, couples and families, with a median age in the mid 30s. Owners and renters are roughly balanced.',
    localAmenities:
      'Park Road Shopping Center has a Harris Teeter, pharmacies, boutiques and restaurants, and Montford Drive has dozens of bars and eateries. Medical and dental offices line Park Road.',
    schoolsChildcare:
      'Schools include Montclaire Elementary or the Park Road Montessori magnet, Sedgefield Middle, and South Mecklenburg or Myers Park High depending on address. Charlotte Latin and Charlotte Country Day are a short drive away.',
    parksRecreation:
      'Park Road Park, with a lake, tennis courts, ball fields and trails, is a few minutes south, and the Little Sugar Creek Greenway continues south nearby. Freedom Park is about ten minutes north.',
    transportation:
      'Uptown is 15 to 20 minutes by car via Park Road or South Boulevard, and the Woodlawn LYNX Blue Line station is a short drive. CATS buses run on Park Road and Woodlawn Road.',
    averageRentPrice: '$1,300 - $1,900/month',
    averageHomePrice: '$450,000 - $800,000',
    commuteToUptown: '15-20 min',
    walkabilityScore: 65,
    safetyRating: 5.8,
    keyFeatures: ['Montford Drive restaurants and bars', 'Park Road Shopping Center', 'Park Road Park nearby', 'Mid-century ranch homes'],
    latitude: 35.1713,
    longitude: -80.8487,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Montford, Charlotte, NC',
  }),
  neighborhood({
    name: 'Madison Park',
    slug: 'madison-park',
    title: 'Living in Madison Park: A Friendly Mid-Century Neighborhood in South Charlotte',
    metaDescription: 'Madison Park guide: 1950s ranch homes, community events, Park Road Park and quick access to the LYNX Blue Line in south Charlotte.',
    overview:
      'Madison Park is a friendly, tree-filled neighborhood in south Charlotte between Park Road and South Boulevard, with roughly a thousand mid-century homes. It is known for its strong community spirit and active neighborhood association. Residents get central access to SouthPark, South End and Uptown.',
    history:
      "Madison Park was built in the 1950s and early 1960s as a neighborhood of brick ranch homes for Charlotte's growing postwar middle class. Many original homes have since been renovated or replaced with new builds as demand for close-in neighborhoods has grown.",
    housingOptions:
      'Brick ranch homes on large, wooded lots, renovated mid-century houses and new construction make up the neighborhood. Rentals are mainly single-family homes, with apartments along South Boulevard and Woodlawn Road.',
    lifestyle:
      'Neighbors organize holiday parades, block parties, yard sales and a neighborhood newsletter, and families walk to nearby parks. Park Road Shopping Center and Montford Drive are close for dining and errands.',
    demographics:
      'The neighborhood mixes young families, long-time residents and retirees. Most residents own their homes, and many have lived here for decades.',
    localAmenities:
      'Park Road Shopping Center, the shops of South Boulevard and the Woodlawn Road corridor offer groceries, restaurants and services. Hospitals in Dilworth and Elizabeth are 15 minutes away.',
    schoolsChildcare:
      'Schools include Huntingtowne Farms Elementary, Carmichael Middle and South Mecklenburg High. Smith Language Academy and other CMS magnets are nearby.',
    parksRecreation:
      'Park Road Park and the Little Sugar Creek Greenway are close, with a lake, tennis courts, ball fields and paved trails. Quiet streets are popular for walking and biking.',
    transportation:
      'The Woodlawn and Tyvola LYNX Blue Line stations are a short drive or bike ride, and Uptown is 15 to 20 minutes by car. CATS buses run along Park Road.',
    averageRentPrice: '$1,100 - $1,800/month',
    averageHomePrice: '$500,000 - $700,000',
    commuteToUptown: '15-20 min',
    walkabilityScore: 38,
    safetyRating: 6.2,
    keyFeatures: ['Mid-century ranch homes on large lots', 'Active neighborhood association', 'Close to Park Road Park', 'Quick access to the Blue Line'],
    latitude: 35.164,
    longitude: -80.866,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Madison Park, Charlotte, NC',
  }),
  neighborhood({
    name: 'Optimist Park',
    slug: 'optimist-park',
    title: 'Living in Optimist Park: Optimist Hall and New Homes North of Uptown',
    metaDescription:
      'Optimist Park guide: Optimist Hall, the Parkwood Blue Line station, new townhomes and historic mill houses just north of Uptown Charlotte.',
    overview:
      'Optimist Park is a historic mill neighborhood just north of Uptown, between First Ward and NoDa, that has transformed rapidly in the last decade. Optimist Hall, a food hall in a restored mill, is its centerpiece, and new townhomes sit beside original mill houses. The Parkwood light-rail station puts Uptown a few minutes away.',
    history:
      "Optimist Park developed in the late 1800s and early 1900s as housing for workers at the Alpha Cotton Mill and the Highland Park Manufacturing Company's Mill No. 1. The neighborhood declined after the mills closed but has been revitalized since the 2010s, and Mill No. 1 reopened as Optimist Hall in 2019.",
    housingOptions:
      'New townhomes and modern single-family homes are common, alongside original mill houses and apartments in the converted Alpha Mill. New apartment communities cluster along North Brevard Street near the Blue Line.',
    lifestyle:
      'Residents eat and meet friends at Optimist Hall, walk the Cross Charlotte Trail and take the Blue Line to Uptown or NoDa. It is a neighborhood in transition, with new restaurants, breweries and offices opening each year.',
    demographics:
      'Optimist Park is home to young professionals, new homeowners and long-time residents. It is diverse and changing quickly, and renters outnumber owners.',
    localAmenities:
      'Optimist Hall offers food stalls, coffee, a bar and shops, and grocery stores are a short drive away in NoDa and Uptown. Uptown hospitals and offices are five minutes away.',
    schoolsChildcare: '',
    parksRecreation:
      'Cordelia Park and the Cross Charlotte Trail along Little Sugar Creek are a short walk away. First Ward Park is a few minutes south by train or bike.',
    transportation:
      'The Parkwood LYNX Blue Line station is in the neighborhood, and Uptown is about five minutes by car or train. North Brevard Street and Parkwood Avenue have bike lanes.',
    averageRentPrice: '$1,000 - $1,500/month',
    averageHomePrice: '$400,000 - $600,000',
    commuteToUptown: '5-10 min',
    walkabilityScore: 62,
    safetyRating: 2.4,
    keyFeatures: ['Optimist Hall food hall', 'Parkwood Blue Line station', 'New townhomes near Uptown', 'Historic mill houses'],
    latitude: 35.238,
    longitude: -80.826,
    featured: false,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Optimist Park, Charlotte, NC',
  }),
  neighborhood({
    name: 'Villa Heights',
    slug: 'villa-heights',
    title: 'Living in Villa Heights: Between NoDa and Plaza Midwood',
    metaDescription: 'Villa Heights guide: bungalows, new infill homes and easy access to NoDa and Plaza Midwood, with 2025 rent and home prices.',
    overview:
      "Villa Heights is a small neighborhood between NoDa and Plaza Midwood, with a mix of original bungalows and modern infill homes. Residents enjoy quick access to both neighborhoods' restaurants and nightlife while living on quieter streets. It is a popular choice for buyers priced out of its better-known neighbors.",
    history:
      'Villa Heights developed in the early 20th century as a working-class neighborhood near the textile mills of North Charlotte. After decades of little change, it has seen rapid redevelopment since the 2010s as demand for close-in housing has grown.',
    housingOptions:
      'Renovated bungalows, new modern homes and townhomes fill the neighborhood, with a few small apartment buildings. Older homes on larger lots are frequently replaced by pairs of new houses.',
    lifestyle:
      'Residents walk or bike to NoDa and Plaza Midwood for dining and music, and neighbors know each other from porch gatherings and neighborhood meetings. It is noticeably quieter than its neighbors at night.',
    demographics:
      'A mix of young professionals, couples and long-time residents, many of them first-time homeowners. The neighborhood is diverse and changing quickly.',
    localAmenities:
      'Restaurants and shops are in nearby NoDa and Plaza Midwood, and Optimist Hall is a few minutes away. Grocery stores on Central Avenue and North Tryon Street are a short drive.',
    schoolsChildcare:
      'Villa Heights Elementary, Eastway Middle and Garinger High serve much of the neighborhood; check the CMS school locator for a specific address. Small daycares and preschools operate in NoDa and Plaza Midwood.',
    parksRecreation: '',
    transportation:
      'The 25th Street and Parkwood Blue Line stations are a short walk or bike ride, and Uptown is about ten minutes by car. CATS buses run along The Plaza and Parkwood Avenue.',
    averageRentPrice: '$1,400 - $1,900/month',
    averageHomePrice: '$400,000 - $600,000',
    commuteToUptown: '10-15 min',
    walkabilityScore: 55,
    safetyRating: 5.9,
    keyFeatures: ['Between NoDa and Plaza Midwood', 'Bungalows and modern infill homes', 'Close to the Blue Line', 'Quiet residential streets'],
    latitude: 35.235,
    longitude: -80.813,
    featured: false,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Villa Heights, Charlotte, NC',
  }),
  neighborhood({
    name: 'Belmont',
    slug: 'belmont',
    title: 'Living in Belmont, Charlotte: A Historic Mill Neighborhood East of Uptown',
    metaDescription: 'Belmont (Charlotte) guide: historic mill houses, new infill homes and quick access to Uptown, NoDa and Plaza Midwood.',
    overview:
      'Belmont is a historic neighborhood just northeast of Uptown, between Optimist Park and Plaza Midwood; it is not to be confused with the Gaston County town of the same name. Small original homes sit beside new construction on quiet streets. Residents enjoy being close to Uptown and to the restaurants of NoDa and Plaza Midwood.',
    history:
      'Belmont grew in the early 1900s as housing for workers at the nearby textile mills. After decades of disinvestment following the mill closures, the neighborhood has seen significant redevelopment since the 2010s, with new homes going up on many of its blocks.',
    housingOptions:
      'Original mill houses, renovated cottages, new townhomes and modern single-family homes make up the neighborhood. Prices vary widely from street to street as new construction replaces older homes.',
    lifestyle:
      'Residents are minutes from Optimist Hall, NoDa and Plaza Midwood for dining and entertainment, and from Uptown for work. Streets are residential and quiet, with neighbors out on porches in the evenings.',
    demographics:
      'Belmont is a diverse mix of long-time residents and newcomers who have bought new homes in recent years. Household incomes vary widely, and owners and renters are roughly balanced.',
    localAmenities: 'Optimist Hall and the shops of Plaza Midwood and NoDa are nearby, and Uptown grocery stores and services are five minutes away.',
    schoolsChildcare:
      'CMS schools serve the neighborhood, with assignments that vary by street; families should check the CMS school locator. Magnet and charter options in and near Uptown are a short drive.',
    parksRecreation: 'Cordelia Park and the Cross Charlotte Trail are nearby, and First Ward Park is a short bike ride toward Uptown.',
    transportation:
      'Uptown is about five minutes by car, and the Parkwood Blue Line station is a short walk or bike ride. Several CATS bus routes cross the neighborhood.',
    averageRentPrice: null,
    averageHomePrice: null,
    commuteToUptown: '5-10 min',
    walkabilityScore: 52,
    safetyRating: 5.2,
    keyFeatures: ['Historic mill houses', 'New infill homes', 'Five minutes from Uptown', 'Near Optimist Hall'],
    latitude: 35.229,
    longitude: -80.821,
    featured: false,
    familyFriendly: false,
    youngProfessionalFriendly: true,
    petFriendly: true,
    mapQuery: 'Belmont, Charlotte, NC',
  }),
  neighborhood({
    name: 'Matthews',
    slug: 'matthews',
    title: 'Living in Matthews: A Small-Town Feel in Southeast Mecklenburg',
    metaDescription:
      'Matthews guide: historic downtown, farmers market, Four Mile Creek Greenway, Butler High School and suburban homes southeast of Charlotte.',
    overview:
      "Matthews is a town of about 30,000 people in southeast Mecklenburg County, known for its walkable historic downtown, its farmers market and its family-friendly neighborhoods. It offers a small-town feel with Charlotte's jobs and amenities a half-hour away.",
    history:
      'Matthews was incorporated in 1879 and named for Edward Watson Matthews, a director of the railroad that put the town on the map. It grew from a small cotton and railroad town into a suburb as Charlotte expanded in the late 20th century, and its downtown along Trade Street still holds buildings from the railroad era.',
    housingOptions:
      'Single-family homes in subdivisions built from the 1980s to today dominate, with townhomes and apartments near downtown and along US 74. Lots are generally larger than in central Charlotte, and many neighborhoods have HOA pools.',
    lifestyle:
      "Residents shop the Matthews Community Farmers' Market on Saturday mornings, celebrate at the Matthews Alive festival on Labor Day weekend and eat at downtown restaurants. Youth sports at the Sportsplex and concerts in Stumptown Park fill the calendar.",
    demographics:
      'Matthews is mostly families and retirees, with high homeownership and household incomes above the county median. Many residents commute to Charlotte, Ballantyne or Union County employers.',
    localAmenities:
      'Grocery stores, restaurants and big-box stores line Matthews Township Parkway and Independence Boulevard, and Novant Health Matthews Medical Center is in town. The Matthews Public Library and the historic downtown add small-town charm.',
    schoolsChildcare:
      'Schools include Matthews Elementary, Crestdale Middle and Butler High School, and Union County schools are just across the line. Private and charter options and many childcare centers serve the town.',
    parksRecreation:
      'The Four Mile Creek Greenway, Stumptown Park and the Sportsplex at Matthews offer trails, playgrounds and fields, and McAlpine Creek Park is a short drive west.',
    transportation:
      'US 74 and I-485 connect Matthews to Charlotte, and Uptown is 25 to 35 minutes by car. CATS express buses run from park-and-ride lots, and the planned LYNX Silver Line would serve the town.',
    averageRentPrice: '$1,500 - $2,000/month',
    averageHomePrice: '$350,000 - $600,000',
    commuteToUptown: '25-35 min',
    walkabilityScore: 28,
    safetyRating: 8.4,
    keyFeatures: ['Historic downtown', "Matthews Community Farmers' Market", 'Four Mile Creek Greenway', 'Family-friendly neighborhoods'],
    latitude: 35.1168,
    longitude: -80.7237,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Matthews, NC',
  }),
  neighborhood({
    name: 'Cornelius',
    slug: 'cornelius',
    title: 'Living in Cornelius: Lake Norman Living North of Charlotte',
    metaDescription: 'Cornelius guide: Lake Norman waterfront homes, Jetton Park, William Amos Hough High School and the I-77 commute to Charlotte.',
    overview:
      'Cornelius is a lakeside town on the eastern shore of Lake Norman, about 20 miles north of Uptown. It offers waterfront homes, boating and a relaxed pace, with Davidson and Huntersville next door. Many residents trade a longer commute for lake living.',
    history:
      "Cornelius was incorporated in 1905 and named for Joseph Cornelius, a Davidson cotton merchant who invested in the town's first cotton mill. The creation of Lake Norman by Duke Power's Cowans Ford Dam in 1963 transformed the mill town into a lake community.",
    housingOptions:
      'Options range from waterfront homes and gated lake communities such as The Peninsula to golf course neighborhoods, townhomes and apartments near I-77. Lakefront lots command a large premium over homes a few streets inland.',
    lifestyle:
      'Boating, paddleboarding and lakeside dining define weekends, and the Cain Center for the Arts hosts concerts and plays. The town has an outdoorsy, resort-like feel in summer.',
    demographics:
      'Cornelius is home to families, retirees and professionals, with household incomes well above the state median. Many residents moved from other states.',
    localAmenities:
      'Grocery stores, restaurants and marinas line Catawba Avenue and Highway 73, and Birkdale Village in neighboring Huntersville adds shopping and a movie theater. Atrium Health and Novant Health both have hospitals nearby.',
    schoolsChildcare:
      'Schools include Cornelius Elementary, Bailey Middle and William Amos Hough High School. Private and charter options, including several Lake Norman charter campuses, are nearby.',
    parksRecreation:
      'Jetton Park and Ramsey Creek Park offer lake access, trails, beaches and picnic areas. Marinas rent boats, and greenway segments connect neighborhoods to town parks.',
    transportation:
      'I-77 and its express toll lanes connect to Uptown in 30 to 45 minutes depending on traffic, and CATS runs express buses from north Mecklenburg park-and-ride lots.',
    averageRentPrice: '$1,200 - $2,000/month',
    averageHomePrice: '$350,000 - $700,000',
    commuteToUptown: '30-45 min',
    walkabilityScore: 20,
    safetyRating: 8.6,
    keyFeatures: ['Lake Norman waterfront', 'Jetton Park and Ramsey Creek Park', 'Boating and marinas', 'William Amos Hough High School'],
    latitude: 35.4868,
    longitude: -80.8601,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Cornelius, NC',
    hasImages: false,
  }),
  neighborhood({
    name: 'Mint Hill',
    slug: 'mint-hill',
    title: 'Living in Mint Hill: Quiet Suburban Living East of Charlotte',
    metaDescription: 'Mint Hill guide: spacious lots, a historic village, Independence High School and a quiet suburban lifestyle east of Charlotte.',
    overview:
      'Mint Hill is a town on the eastern edge of Mecklenburg County, known for spacious lots, a slower pace and a close-knit community. It offers a rural-suburban feel while staying within a half-hour of Uptown.',
    history:
      "Mint Hill was a farming community for more than two centuries before it was incorporated as a town in 1971. The Carl J. McEwen Historic Village preserves a country doctor's office, a one-room schoolhouse and other buildings from its rural past.",
    housingOptions:
      'Single-family homes on larger lots dominate, from older farmhouses and ranches to newer subdivisions and a growing number of townhomes. Some properties have room for gardens, workshops or horses.',
    lifestyle:
      'Life is quiet and family-oriented, with town festivals, church events and youth sports. Residents drive to Matthews or Charlotte for shopping and dining, and enjoy open space close to home.',
    demographics: 'Mint Hill is mostly families and retirees, with high homeownership and many residents who have lived in the area for decades.',
    localAmenities: 'Grocery stores and restaurants line Matthews-Mint Hill Road and Lawyers Road, and Novant Health Mint Hill Medical Center opened in 2018.',
    schoolsChildcare: 'Schools include Bain Elementary, Mint Hill Middle and Independence High, and Queens Grant Community School is a public charter in town.',
    parksRecreation:
      'Town parks offer ball fields, playgrounds and walking trails, and McAlpine Creek Park and the Reedy Creek Nature Preserve are within a short drive.',
    transportation: 'Uptown is 25 to 35 minutes by car via US 74 or I-485, and most residents drive everywhere.',
    averageRentPrice: null,
    averageHomePrice: '$350,000 - $600,000',
    commuteToUptown: '25-35 min',
    walkabilityScore: null,
    safetyRating: 8.3,
    keyFeatures: ['Large lots', 'Carl J. McEwen Historic Village', 'Quiet suburban streets', 'Novant Health Mint Hill Medical Center'],
    latitude: 35.1796,
    longitude: -80.6473,
    featured: false,
    familyFriendly: true,
    youngProfessionalFriendly: false,
    petFriendly: true,
    mapQuery: 'Mint Hill, NC',
    hasImages: false,
  }),
];
