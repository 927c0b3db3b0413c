/** One abroad destination of the club's camps (member spec §2, /yurtdisi). */
export interface AbroadCentre {
  key: string;
  country: string;
  /** Resort or region name. */
  name: string;
  description: string;
  /** Short tags shown on the card. */
  tags: string[];
  /** CSS modifier of the card's gradient header. */
  tone: 'glacier' | 'dolomite' | 'caucasus';
}

/** Abroad destinations shown on /yurtdisi, in display order. */
export const ABROAD_CENTRES: AbroadCentre[] = [
  {
    key: 'kaprun',
    country: 'Avusturya',
    name: 'Kaprun / Kitzsteinhorn',
    description:
      'Salzburg bölgesindeki Kitzsteinhorn buzulu, yüksek rakımı sayesinde sezonu erken açar ve güvenilir kar sunar. Alp kayak kültürünü ilk elden tanımak isteyen gençler için bakımlı pistler ve köklü kayak okulları geleneği.',
    tags: ['Buzul', 'Erken sezon', 'Tüm seviyeler'],
    tone: 'glacier',
  },
  {
    key: 'val-di-fassa',
    country: 'İtalya',
    name: 'Dolomitler / Val di Fassa',
    description:
      'Dolomitlerin eşsiz manzarası içinde, Dolomiti Superski bölgesinin birbirine bağlı geniş pist ağına açılan bir vadi. Uzun ve akıcı pistleri, orta ve ileri seviyedeki kampçılar için keyifli bir gelişim alanıdır.',
    tags: ['Geniş pist ağı', 'Manzara', 'Orta ve ileri seviye'],
    tone: 'dolomite',
  },
  {
    key: 'gudauri',
    country: 'Gürcistan',
    name: 'Gudauri',
    description:
      'Kafkas Dağları’nda, Türkiye’ye yakınlığıyla öne çıkan yüksek rakımlı bir merkez. Geniş ve açık yamaçları, ağaç sınırının üzerindeki pistleri ve bol karıyla hem kayak hem snowboard için idealdir.',
    tags: ['Kafkaslar', 'Yakın rota', 'Snowboard dostu'],
    tone: 'caucasus',
  },
];
