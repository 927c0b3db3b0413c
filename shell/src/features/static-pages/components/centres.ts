/**
 * Data of the domestic camp-centre pages (member spec §2 routes, §9 centre facts). The facts
 * (altitude, slopes, lifts, capacity) are the spec's, word for word; a fact the spec does not
 * give is left out rather than guessed.
 */
export interface CentreInfo {
  /** Route of the page, e.g. '/palandoken'. */
  route: string;
  /** Name shown as page title and in the breadcrumb. */
  name: string;
  /** Large faint word behind the title. */
  backgroundTitle: string;
  /** Description under the page title. */
  pageDescription: string;
  /** Province of the centre. */
  region: string;
  /** Altitude range, metres, as printed ('2205-2405 m'). */
  altitude: string;
  /** Number of slopes, when known. */
  slopes?: number;
  /** Number of lifts, when known. */
  lifts?: number;
  /** Skiers the lifts can carry at once, printed with Turkish grouping ('14.000'). */
  capacity?: string;
  /** One-sentence summary holding the facts in prose. */
  summary: string;
  /** Paragraphs describing the centre. */
  about: string[];
  /** What the club's camps at this centre offer besides the common programme. */
  campHighlights: string[];
  /** Which levels the centre suits best. */
  levels: string;
}

/** Season text shared by the Erzurum centres. */
export const ERZURUM_SEASON =
  'Kayak sezonu kar durumuna bağlı olarak genellikle Aralık ayından Nisan ayına kadar sürer. Kamp tarihleri her sezon başında duyurulur.';

/** Polat Palandöken (/polatpalandoken): slopes at 2205-2405 m with 5 slopes. */
export const POLAT_PALANDOKEN: CentreInfo = {
  route: '/polatpalandoken',
  name: 'Polat Palandöken',
  backgroundTitle: 'POLAT',
  pageDescription: 'Erzurum Palandöken Dağı’nda, başlangıç ve orta seviye için ideal kamp merkezimiz.',
  region: 'Erzurum',
  altitude: '2205-2405 m',
  slopes: 5,
  summary: 'Polat Palandöken’in pistleri 2205-2405 m rakım aralığında yer alır ve 5 pistten oluşur.',
  about: [
    'Polat Palandöken, Palandöken Dağı’nın eteklerinde, konaklama ile pistlerin iç içe olduğu sakin bir kayak bölgesidir. Kısa transfer mesafeleri, özellikle küçük yaştaki kampçılarımız için günü yorucu yolculuklar yerine kayağa ayırmamızı sağlar.',
    'Eğimi yumuşak ve orta zorluktaki pistleri, kayağa ya da snowboarda yeni başlayan çocukların ilk dönüşlerini güvenle yapmasına, temel tekniği oturtan gençlerin ise kendilerini geliştirmesine uygundur.',
  ],
  campHighlights: [
    'İlk kez kayacaklar için yumuşak eğimli pistlerde temel eğitim',
    'Konaklama ile pistler arasında kısa mesafe sayesinde daha fazla pist zamanı',
    'Küçük gruplarla sakin ve kontrollü bir öğrenme ortamı',
  ],
  levels: 'Başlangıç ve orta seviye',
};

/** Palandöken (/palandoken): centre at 2000-3176 m with 24 slopes. */
export const PALANDOKEN: CentreInfo = {
  route: '/palandoken',
  name: 'Palandöken',
  backgroundTitle: 'PALANDÖKEN',
  pageDescription: 'Türkiye’nin en yüksek kayak merkezlerinden biri: uzun pistler, kuru ve kaliteli kar.',
  region: 'Erzurum',
  altitude: '2000-3176 m',
  slopes: 24,
  summary: 'Palandöken Kayak Merkezi 2000-3176 m rakım aralığında 24 piste sahiptir.',
  about: [
    'Erzurum şehir merkezine yakınlığıyla bilinen Palandöken, yüksek rakımı ve karasal iklimi sayesinde kuru, hafif ve uzun süre kalıcı kara sahiptir. Bu da sezon boyunca istikrarlı kayak koşulları demektir.',
    'Farklı zorluk derecelerindeki geniş pist ağı, her seviyeden kampçımıza uygun bir alan sunar: başlangıç alanlarından uzun ve akıcı orta seviye pistlere, ileri seviye kayakçılar için dik ve zorlu inişlere kadar.',
  ],
  campHighlights: [
    'Seviyeye göre farklı pistlerde ilerleyen eğitim programı',
    'İleri seviye gençler için uzun inişlerde teknik ve kondisyon çalışması',
    'Snowboard grupları için geniş ve çeşitli arazi',
  ],
  levels: 'Her seviye (başlangıçtan ileri seviyeye)',
};

/** Konaklı (/konaklipalandoken): 2200-3185 m with 6 lifts and 14,000 skiers at once. */
export const KONAKLI_PALANDOKEN: CentreInfo = {
  route: '/konaklipalandoken',
  name: 'Konaklı Palandöken',
  backgroundTitle: 'KONAKLI',
  pageDescription: 'Erzurum’un geniş ve modern kayak alanı: yüksek kapasite, uzun iniş hatları.',
  region: 'Erzurum',
  altitude: '2200-3185 m',
  lifts: 6,
  capacity: '14.000',
  summary: 'Konaklı Kayak Merkezi 2200-3185 m rakım aralığında, 6 lift ile aynı anda 14.000 kayakçıya hizmet verebilir.',
  about: [
    'Konaklı, Erzurum yakınlarında, geniş ve bakımlı pistleriyle öne çıkan modern bir kayak merkezidir. Yüksek lift kapasitesi sayesinde yoğun günlerde bile kuyrukta geçen süre kısa kalır.',
    'Uzun ve geniş iniş hatları, temel tekniğini oturtmuş kampçılarımızın hız kontrolü, paralel dönüş ve carving çalışmaları için ideal bir antrenman alanı sunar.',
  ],
  campHighlights: [
    'Orta ve ileri seviye için uzun pistlerde teknik antrenman',
    'Yüksek lift kapasitesiyle gün içinde daha çok iniş',
    'Geniş pistlerde güvenli hız ve dönüş çalışmaları',
  ],
  levels: 'Orta ve ileri seviye',
};

/** The three domestic centres in menu order. */
export const DOMESTIC_CENTRES: CentreInfo[] = [POLAT_PALANDOKEN, PALANDOKEN, KONAKLI_PALANDOKEN];
