// Source lists for the international dataset: real towns with real postcodes (or postcode
// prefixes: Irish routing keys, Dutch four-digit areas), made-up streets in each country's style.

export interface CountrySource {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /**
   * `Town|region|postcodes`: region is the county (Ireland) or state (United States), else empty;
   * postcodes are whole codes, prefixes the generator completes (IE, NL), or `Suburb:code` (NZ).
   */
  towns: readonly string[];
  streets: readonly string[];
  organisations: readonly string[];
}

const split = (text: string) => text.split(',').map((item) => item.trim());

export const internationalSources: readonly CountrySource[] = [
  {
    code: 'DE',
    name: 'Germany',
    towns: [
      'Berlin||10115 10117 10119 10178 10243 10437 10553 10585 10961 12043',
      'Hamburg||20095 20144 20249 22765',
      'München||80331 80333 80469 80802 81667',
      'Köln||50667 50672 50823',
      'Frankfurt am Main||60311 60313 60318 60594',
      'Stuttgart||70173 70176',
      'Düsseldorf||40210 40213',
      'Leipzig||04103 04109',
      'Dresden||01067 01069',
    ],
    streets: split(
      'Hauptstraße, Bahnhofstraße, Schillerstraße, Goethestraße, Gartenstraße, Lindenstraße, Kirchweg, Am Markt, Friedrichstraße, ' +
        'Berliner Allee, Schulstraße, Mühlenweg, Waldstraße, Poststraße, Parkstraße, Bergstraße, Rosenweg, Ringstraße, Birkenweg, ' +
        'Kastanienallee, Wilhelmstraße, Mozartstraße, Beethovenstraße, Am Rathaus, Feldstraße',
    ),
    organisations: split(
      'Bäckerei Schmidt, Apotheke am Markt, Müller & Partner Steuerberater, Buchhandlung Lesezeichen, Café Sonnenschein, Weber Elektrotechnik GmbH',
    ),
  },
  {
    code: 'FR',
    name: 'France',
    towns: [
      'Paris||75001 75002 75003 75004 75005 75006 75007 75008 75011 75015 75018',
      'Lyon||69001 69002 69003 69006 69007',
      'Marseille||13001 13002 13006 13008',
      'Bordeaux||33000 33800',
      'Toulouse||31000 31400',
      'Nantes||44000 44100',
      'Lille||59000 59800',
      'Strasbourg||67000',
      'Nice||06000 06300',
    ],
    streets: split(
      'Rue de la République, Rue Victor Hugo, Avenue Jean Jaurès, Boulevard Gambetta, Rue du Général de Gaulle, Rue des Lilas, ' +
        "Rue de la Gare, Avenue Pasteur, Rue Voltaire, Rue du Moulin, Place de l'Église, Rue Nationale, Quai des Chartrons, " +
        'Allée des Tilleuls, Impasse des Roses, Rue de la Paix, Boulevard Saint-Michel, Rue Saint-Antoine, Avenue de la Liberté, Rue Émile Zola',
    ),
    organisations: split('Boulangerie Dupont, Pharmacie du Centre, Café de la Gare, Librairie des Arts, Cabinet Martin Avocats, Fromagerie Lefèvre'),
  },
  {
    code: 'IE',
    name: 'Ireland',
    towns: [
      'Dublin 1||D01',
      'Dublin 2||D02',
      'Dublin 4||D04',
      'Dublin 6||D06',
      'Dublin 8||D08',
      'Cork|Co. Cork|T12',
      'Ballincollig|Co. Cork|P31',
      'Galway|Co. Galway|H91',
      'Limerick|Co. Limerick|V94',
      'Waterford|Co. Waterford|X91',
      'Kilkenny|Co. Kilkenny|R95',
      'Sligo|Co. Sligo|F91',
      'Athlone|Co. Westmeath|N37',
      'Bray|Co. Wicklow|A98',
      'Drogheda|Co. Louth|A92',
    ],
    streets: split(
      "Main Street, Church Road, Bridge Street, Patrick Street, O'Connell Street, Mill Road, Castle Street, The Green, Strand Road, " +
        'Dublin Road, Station Road, Abbey Street, Grafton Street, Shop Street, Market Square, Pearse Street, Convent Road, Fairgreen',
    ),
    organisations: split("Murphy's Pharmacy, O'Brien & Co Solicitors, The Harp Bar, Claddagh Books, Kelly's Bakery, Shamrock Dental"),
  },
  {
    code: 'NL',
    name: 'Netherlands',
    towns: [
      'Amsterdam||1011 1012 1015 1016 1017 1071 1072',
      'Rotterdam||3011 3012 3014 3015',
      "'s-Gravenhage||2511 2513 2514 2517",
      'Utrecht||3511 3512 3514',
      'Eindhoven||5611 5612 5615',
      'Groningen||9711 9712 9718',
      'Haarlem||2011 2012',
      'Leiden||2311 2312',
    ],
    streets: split(
      'Keizersgracht, Prinsengracht, Herengracht, Kerkstraat, Dorpsstraat, Stationsweg, Molenweg, Nieuwstraat, Marktplein, ' +
        'Schoolstraat, Julianalaan, Beatrixlaan, Wilhelminastraat, Oranjestraat, Hoofdstraat, Vondelstraat, Parkweg, Singel, Lange Voorhout',
    ),
    organisations: split('Bakkerij De Molen, Apotheek Centrum, Van Dijk Advocaten, Boekhandel De Vries, Fietsenmaker Jansen, Café Het Hoekje'),
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    towns: [
      'Auckland||Auckland Central:1010 Ponsonby:1011 Grey Lynn:1021 Newmarket:1023 Mount Eden:1024 Remuera:1050 Parnell:1052',
      'Wellington||Te Aro:6011 Thorndon:6011 Kelburn:6012 Karori:6012 Newtown:6021',
      'Christchurch||Riccarton:8011 Merivale:8014 Sydenham:8023 Addington:8024',
      'Dunedin||North East Valley:9010 Dunedin Central:9016',
      'Hamilton||Hamilton Central:3204',
      'Tauranga||Tauranga:3110',
      'Nelson||Nelson:7010',
      'Queenstown||Queenstown:9300',
    ],
    streets: split(
      'Queen Street, Victoria Street, Ponsonby Road, Karangahape Road, Jervois Road, Cuba Street, Lambton Quay, Willis Street, ' +
        'Riccarton Road, Colombo Street, Papanui Road, Kauri Street, Rimu Road, Totara Avenue, Pohutukawa Drive, Tui Street, ' +
        'Kowhai Terrace, Harbour View Road, Beach Road, Hill Street',
    ),
    organisations: split('Kiwi Coffee Roasters, Southern Alps Outfitters Ltd, Harbourside Dental, Pohutukawa Books, Tui Veterinary Clinic'),
  },
  {
    code: 'US',
    name: 'United States',
    towns: [
      'New York|NY|10001 10002 10003 10011 10012 10014 10016 10019 10021 10024 10028',
      'Brooklyn|NY|11201 11211 11215 11217 11238',
      'Los Angeles|CA|90012 90026 90027 90036 90046',
      'San Francisco|CA|94102 94103 94107 94110 94114 94117',
      'Chicago|IL|60601 60607 60611 60614 60622 60647',
      'Springfield|IL|62701 62702 62704',
      'Seattle|WA|98101 98102 98103 98109 98122',
      'Boston|MA|02108 02116 02118 02127 02215',
      'Austin|TX|78701 78702 78704 78751',
      'Denver|CO|80202 80205 80206 80218',
      'Portland|OR|97201 97205 97209 97214',
    ],
    streets: split(
      'Main St, Oak St, Maple Ave, Elm St, Washington Ave, Park Ave, 2nd St, 3rd Ave, Lincoln Blvd, Broadway, Cedar Ln, Pine St, ' +
        'Lake Dr, Sunset Blvd, Market St, Church St, Highland Ave, Franklin St, Jefferson St, Madison Ave, Walnut St, River Rd',
    ),
    organisations: split('Liberty Hardware Inc, Main Street Diner, Evergreen Dental Group, Blue Sky Realty LLC, Corner Books, Summit Law Offices'),
  },
];
