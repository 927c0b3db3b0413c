/**
 * Demo data of the seed (ARCHITECTURE.md "API": realistic Turkish demo data): shop categories
 * and products with variants, geography of the club's ski centres (member spec §9 centre
 * facts), camps, galleries and the demo accounts named in README.md.
 */
import type { CategoryStyle } from './images';

/** Demo accounts (README.md). */
export const DEMO_ACCOUNTS = {
  member: { kullaniciAdi: 'uye', sifre: 'Uye12345!', ad: 'Ayşe', soyad: 'Yılmaz', email: 'ayse@example.com', gsm: '05321234567', roller: ['Uye'] },
  admin: { kullaniciAdi: 'admin', sifre: 'Admin12345!', ad: 'Mehmet', soyad: 'Demir', email: 'admin@example.com', gsm: '05441234567', roller: ['Admin'] },
  /** Release manager: the release console and API, nothing of the admin screens. */
  releaseManager: { kullaniciAdi: 'yayin', sifre: 'Yayin12345!', ad: 'Zeynep', soyad: 'Kaya', email: 'yayin@example.com', gsm: '05051234567', roller: ['ReleaseManager'] },
} as const;

/** Variant types and their values in display order (colour values carry a colour code). */
export const VARIANT_TYPES = {
  Beden: { aciklama: 'Giyim ve bot bedeni', degerler: ['XS', 'S', 'M', 'L', 'XL', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'] },
  Renk: { aciklama: 'Ürün rengi', degerler: ['Kırmızı', 'Mavi', 'Siyah', 'Beyaz', 'Yeşil', 'Turuncu'] },
  Uzunluk: { aciklama: 'Kayak ve snowboard boyu', degerler: ['100 cm', '110 cm', '120 cm', '130 cm', '150 cm', '152 cm', '154 cm', '156 cm', '157 cm', '158 cm', '159 cm', '160 cm', '163 cm', '168 cm', '170 cm', '177 cm'] },
} as const;
export type VariantTypeName = keyof typeof VARIANT_TYPES;

/** Colour codes of the Renk values. */
export const COLOR_CODES: Record<string, string> = {
  Kırmızı: '#C62828',
  Mavi: '#1565C0',
  Siyah: '#212121',
  Beyaz: '#FAFAFA',
  Yeşil: '#2E7D32',
  Turuncu: '#EF6C00',
};

/** One variant of a product: its option values, TL price and stock. */
export interface VariantDef {
  secimler: Partial<Record<VariantTypeName, string>>;
  fiyat: number;
  stok: number;
}

/** One product of the demo catalogue. */
export interface ProductDef {
  ad: string;
  kisa: string;
  /** Product-specific features, listed in the HTML description. */
  ozellikler: string[];
  /** Price (TL) and stock when the product has no variants; base price otherwise. */
  fiyat: number;
  stok?: number;
  varyantlar?: VariantDef[];
  /** Created this many days before the seed. */
  gunOnce: number;
  aktif?: boolean;
  oneCikan?: boolean;
}

/** A product category with its look and its products. */
export interface CategoryDef {
  ad: string;
  aciklama: string;
  stil: CategoryStyle;
  /** Paragraph shared by the category's descriptions (care, usage). */
  bakim: string;
  urunler: ProductDef[];
}

const by = (type: VariantTypeName, values: string[], prices: number | number[], stocks: number[]): VariantDef[] =>
  values.map((v, i) => ({ secimler: { [type]: v }, fiyat: Array.isArray(prices) ? prices[i]! : prices, stok: stocks[i] ?? 0 }));

const combo = (colors: string[], sizes: string[], price: number, stocks: number[]): VariantDef[] =>
  colors.flatMap((c, ci) => sizes.map((s, si) => ({ secimler: { Renk: c, Beden: s }, fiyat: price, stok: stocks[ci * sizes.length + si] ?? 0 })));

/** The six shop categories and their products (36 products, one inactive). */
export const CATEGORIES: CategoryDef[] = [
  {
    ad: 'Kayak Takımları',
    aciklama: 'Pist, freeride ve çocuk kayakları; bağlamalarıyla birlikte hazır takımlar.',
    stil: { from: '#0d47a1', to: '#42a5f5', accent: '#ff7043', icon: 'ski' },
    bakim: 'Sezon sonunda kantları kurulayıp ince bir kat depolama mumu sürün; kayakları kuru ve serin bir yerde, bağlamalar gevşetilmiş olarak saklayın.',
    urunler: [
      {
        ad: 'Atomic Redster Q7 Kayak Takımı',
        kisa: 'Sert pistlerde keskin dönüşler için geliştirilmiş, titanal destekli performans kayağı.',
        ozellikler: ['Çift titanal katman ile yüksek hızlarda denge', 'Servotec teknolojisiyle güçlü kant tutuşu', 'X12 GW bağlama dahil'],
        fiyat: 18500,
        varyantlar: by('Uzunluk', ['160 cm', '170 cm', '177 cm'], [18500, 18500, 19200], [4, 0, 6]),
        gunOnce: 12,
        oneCikan: true,
      },
      {
        ad: 'Rossignol Experience 82 Kayak Seti',
        kisa: 'Her kar koşulunda keyifli kayış sunan, orta ve ileri seviye için çok yönlü all-mountain set.',
        ozellikler: ['Hafif ahşap çekirdek', 'Air Tip teknolojisiyle kolay dönüş başlangıcı', 'Look NX 12 bağlama'],
        fiyat: 15900,
        varyantlar: by('Uzunluk', ['152 cm', '160 cm', '168 cm'], [15900, 15900, 16400], [3, 5, 2]),
        gunOnce: 40,
      },
      {
        ad: 'Head Supershape e-Rally Kayak',
        kisa: 'EMC elektronik titreşim sönümleme sistemiyle pistte kusursuz kontrol.',
        ozellikler: ['Graphene çekirdek', 'Rocker uçlar', 'PRD 12 GW bağlama'],
        fiyat: 21750,
        varyantlar: by('Uzunluk', ['163 cm', '170 cm'], [21750, 22300], [0, 0]),
        gunOnce: 75,
      },
      {
        ad: 'Elan Junior Çocuk Kayak Takımı',
        kisa: 'Kampa yeni başlayan çocuklar için hafif, dönüşü kolay ve güvenli kayak takımı.',
        ozellikler: ['Çocuk ağırlığına göre ayarlanan bağlama', 'Dayanıklı ABS yan duvar', 'Renkli grafikler'],
        fiyat: 6450,
        varyantlar: by('Uzunluk', ['100 cm', '110 cm', '120 cm', '130 cm'], 6450, [6, 8, 0, 3]),
        gunOnce: 5,
        oneCikan: true,
      },
      {
        ad: 'Salomon Stance 90 Freeride Kayak',
        kisa: 'Derin karda ve pist dışında özgüven veren geniş gövdeli freeride kayağı.',
        ozellikler: ['90 mm bel genişliği', 'Double Ti Laminate yapı', 'Bağlamasız satılır'],
        fiyat: 17800,
        stok: 3,
        gunOnce: 95,
      },
      {
        ad: 'Fischer RC One 86 Kayak Takımı',
        kisa: 'Geçen sezonun all-mountain modeli; yeni sezonda satıştan kaldırıldı.',
        ozellikler: ['Curv Booster teknolojisi', 'Ahşap çekirdek'],
        fiyat: 14200,
        varyantlar: by('Uzunluk', ['163 cm', '170 cm'], 14200, [2, 2]),
        gunOnce: 170,
        aktif: false,
      },
    ],
  },
  {
    ad: 'Snowboard',
    aciklama: 'Pist, park ve freeride snowboardları, bağlamalar ve taşıma çantaları.',
    stil: { from: '#4a148c', to: '#ab47bc', accent: '#ffca28', icon: 'snowboard' },
    bakim: 'Tabanı düzenli aralıklarla mumlayın, kantları pas tutmaması için her kullanım sonrası kurulayın ve bağlama vidalarını sezon başında kontrol edin.',
    urunler: [
      {
        ad: 'Burton Custom Snowboard',
        kisa: 'Yıllardır değişmeyen efsane: her zeminde dengeli, çok yönlü camber snowboard.',
        ozellikler: ['Super Fly II çekirdek', 'Channel bağlama sistemi', 'Sintered taban'],
        fiyat: 16900,
        varyantlar: by('Uzunluk', ['150 cm', '154 cm', '158 cm'], [16900, 16900, 17400], [2, 4, 1]),
        gunOnce: 20,
        oneCikan: true,
      },
      {
        ad: 'Nitro Team Pro Snowboard',
        kisa: 'Hızlı ve tepkili; sert pistte ve parkta iddialı binicilere.',
        ozellikler: ['Cam elyaf takviye', 'Hibrit camber profil', 'Yüksek hız tabanı'],
        fiyat: 14250,
        varyantlar: by('Uzunluk', ['152 cm', '157 cm'], 14250, [3, 0]),
        gunOnce: 33,
      },
      {
        ad: 'Salomon Huck Knife Snowboard',
        kisa: 'Park ve jib için yumuşak esnekliğe sahip, affedici twin snowboard.',
        ozellikler: ['Rock Out Camber profil', 'Popster çekirdek', 'Ekstrüde taban'],
        fiyat: 13600,
        stok: 0,
        gunOnce: 60,
      },
      {
        ad: 'Jones Frontier Splitboard',
        kisa: 'Dağ turları için ikiye ayrılabilen, tırmanışta kayak gibi kullanılan splitboard.',
        ozellikler: ['Traction Tech kantlar', 'Tırmanma derileri uyumlu', 'Karbon takviye'],
        fiyat: 24900,
        varyantlar: by('Uzunluk', ['156 cm', '159 cm'], [24900, 25500], [1, 2]),
        gunOnce: 8,
      },
      {
        ad: 'Burton Step On Snowboard Bağlaması',
        kisa: 'Botu takıp bastırmanız yeterli: kayışsız, hızlı giyilen bağlama sistemi.',
        ozellikler: ['Tek hareketle kilitlenme', 'Ayarlanabilir yüksek destek', 'Step On botlarla uyumlu'],
        fiyat: 7850,
        varyantlar: by('Beden', ['S', 'M', 'L'], 7850, [5, 7, 0]),
        gunOnce: 48,
      },
      {
        ad: 'Snowboard Taşıma Çantası',
        kisa: 'Dolgulu, tekerlekli ve 165 cm’e kadar snowboardları taşıyan seyahat çantası.',
        ozellikler: ['10 mm köpük dolgu', 'Su itici kumaş', 'Ek bot bölmesi'],
        fiyat: 2450,
        stok: 12,
        gunOnce: 110,
      },
    ],
  },
  {
    ad: 'Kayak Botları',
    aciklama: 'Yetişkin, kadın ve çocuk kayak botları; bot kurutucular.',
    stil: { from: '#bf360c', to: '#ff8a65', accent: '#263238', icon: 'boot' },
    bakim: 'Kullanım sonrası iç botu çıkarıp kurutun, tokaları kapalı saklayarak kabuğun şeklini koruyun.',
    urunler: [
      {
        ad: 'Salomon S/Pro 100 Kayak Botu',
        kisa: 'Isıyla şekillendirilebilen kabuk ve iç botuyla ilk günden rahat, güçlü aktarım.',
        ozellikler: ['Custom Shell HD', '100 flex', 'GripWalk taban'],
        fiyat: 11400,
        varyantlar: by('Beden', ['38', '40', '42', '44'], 11400, [2, 0, 3, 1]),
        gunOnce: 18,
      },
      {
        ad: 'Lange RX 110 Kayak Botu',
        kisa: 'Orta genişlikte kalıp, yüksek hassasiyet; ileri seviye kayakçıların tercihi.',
        ozellikler: ['Dual Core kabuk', '110 flex', 'Dört toka ve güç kayışı'],
        fiyat: 13250,
        varyantlar: by('Beden', ['40', '42', '44', '45'], [13250, 13250, 13900, 13900], [2, 4, 1, 0]),
        gunOnce: 27,
      },
      {
        ad: 'Atomic Hawx Prime 90 W Kadın Kayak Botu',
        kisa: 'Kadın ayak yapısına göre tasarlanmış, sıcak tutan ve rahat kayak botu.',
        ozellikler: ['Memory Fit kabuk', 'Isıl yalıtımlı iç bot', 'Kolay giyilen dil yapısı'],
        fiyat: 10750,
        varyantlar: by('Beden', ['36', '37', '38', '39', '40'], 10750, [1, 3, 0, 2, 1]),
        gunOnce: 3,
        oneCikan: true,
      },
      {
        ad: 'Rossignol Comp J4 Çocuk Kayak Botu',
        kisa: 'Tek tokalı, hafif ve kolay giyilen çocuk kayak botu.',
        ozellikler: ['Yumuşak 40 flex', 'Sıcak tutan iç bot', 'Kolay açılan toka'],
        fiyat: 4950,
        varyantlar: by('Beden', ['36', '37', '38'], 4950, [4, 0, 2]),
        gunOnce: 62,
      },
      {
        ad: 'Tecnica Mach1 MV 120 Kayak Botu',
        kisa: 'Yarış genetiğine sahip, anatomik kabuklu yüksek performans botu.',
        ozellikler: ['C.A.S. anatomik kabuk', '120 flex', 'Alüminyum tokalar'],
        fiyat: 15600,
        varyantlar: by('Beden', ['41', '42', '43', '44', '45'], 15600, [0, 0, 0, 0, 0]),
        gunOnce: 88,
      },
      {
        ad: 'Isıtmalı Kayak Botu Kurutucu',
        kisa: 'Botlarınızı bir gecede kurutan ve kötü kokuyu önleyen sessiz kurutucu.',
        ozellikler: ['Düşük ısıda güvenli kurutma', 'Zamanlayıcı', 'Eldiven adaptörü'],
        fiyat: 1850,
        stok: 20,
        gunOnce: 140,
      },
    ],
  },
  {
    ad: 'Kask ve Gözlük',
    aciklama: 'Sertifikalı kayak kaskları, yetişkin ve çocuk kayak gözlükleri.',
    stil: { from: '#004d40', to: '#26a69a', accent: '#37474f', icon: 'helmet' },
    bakim: 'Camı yalnızca yumuşak kılıfıyla silin, kaskı doğrudan ısı kaynağına yakın bırakmayın; darbe almış kaskı yenileyin.',
    urunler: [
      {
        ad: 'Smith Vantage MIPS Kayak Kaskı',
        kisa: 'MIPS beyin koruma sistemi ve ayarlanabilir havalandırmalı premium kask.',
        ozellikler: ['MIPS koruma katmanı', '21 havalandırma kanalı', 'Boa ayar sistemi'],
        fiyat: 7450,
        varyantlar: by('Beden', ['S', 'M', 'L'], 7450, [2, 5, 3]),
        gunOnce: 14,
      },
      {
        ad: 'Giro Ledge Kayak Kaskı',
        kisa: 'Dayanıklı ABS kabuklu, sade ve hafif giriş seviyesi kask.',
        ozellikler: ['Sabit havalandırma', 'Çıkarılabilir kulaklık', 'EN 1077 sertifikası'],
        fiyat: 3950,
        varyantlar: by('Renk', ['Siyah', 'Beyaz', 'Kırmızı'], 3950, [6, 0, 4]),
        gunOnce: 36,
      },
      {
        ad: 'Oakley Flight Deck L Kayak Gözlüğü',
        kisa: 'Çerçevesiz geniş görüş alanı ve Prizm lensle karın dokusunu netleştirir.',
        ozellikler: ['Prizm Snow lens', 'Kask uyumlu çerçeve', 'Buğu önleyici kaplama'],
        fiyat: 6850,
        varyantlar: by('Renk', ['Siyah', 'Beyaz'], [6850, 7150], [3, 2]),
        gunOnce: 22,
        oneCikan: true,
      },
      {
        ad: 'POC Fovea Clarity Kayak Gözlüğü',
        kisa: 'Clarity lens teknolojisiyle değişken ışıkta yüksek kontrast.',
        ozellikler: ['Çift katmanlı lens', 'Üç katmanlı yüz köpüğü', 'Yedek lens hediyeli'],
        fiyat: 5400,
        varyantlar: by('Renk', ['Mavi', 'Turuncu'], 5400, [4, 1]),
        gunOnce: 70,
      },
      {
        ad: 'Uvex Çocuk Kayak Kaskı',
        kisa: 'Kamp çocukları için hafif, sıcak tutan ve kolay ayarlanan kask.',
        ozellikler: ['Monomatic toka', 'Ayarlanabilir iç çember', 'Yansıtıcı detaylar'],
        fiyat: 2250,
        varyantlar: combo(['Mavi', 'Kırmızı'], ['XS', 'S'], 2250, [3, 5, 0, 2]),
        gunOnce: 9,
      },
      {
        ad: 'Bollé Kask ve Gözlük Seti',
        kisa: 'Birbirine tam uyumlu kask ve gözlükten oluşan avantajlı başlangıç seti.',
        ozellikler: ['Ayarlanabilir kask', 'Çift lens gözlük', 'Taşıma kılıfı'],
        fiyat: 4300,
        stok: 5,
        gunOnce: 125,
      },
    ],
  },
  {
    ad: 'Mont ve Pantolon',
    aciklama: 'Su geçirmez kayak montları, pantolonlar, softshell ve termal içlikler.',
    stil: { from: '#b71c1c', to: '#ef5350', accent: '#263238', icon: 'jacket' },
    bakim: 'Teknik deterjanla 30 derecede yıkayın, yumuşatıcı kullanmayın; su iticiliği azaldığında düşük ısıda kurutarak yenileyin.',
    urunler: [
      {
        ad: 'The North Face Descendit Kayak Montu',
        kisa: 'DryVent su geçirmez kumaş ve sentetik dolguyla soğuk günlerde sıcak ve kuru.',
        ozellikler: ['10.000 mm su geçirmezlik', 'Kar eteği', 'Kask uyumlu kapüşon'],
        fiyat: 9850,
        varyantlar: by('Beden', ['S', 'M', 'L', 'XL'], [9850, 9850, 9850, 10250], [3, 6, 2, 0]),
        gunOnce: 6,
        oneCikan: true,
      },
      {
        ad: 'Columbia Bugaboo Kayak Pantolonu',
        kisa: 'Ayarlanabilir bel ve Omni-Heat astarıyla uzun pist günleri için.',
        ozellikler: ['Omni-Tech su geçirmez kumaş', 'Havalandırma fermuarları', 'Kar kılıfı'],
        fiyat: 4650,
        varyantlar: by('Beden', ['XS', 'S', 'M', 'L', 'XL'], 4650, [2, 4, 5, 0, 1]),
        gunOnce: 29,
      },
      {
        ad: 'Helly Hansen Alpha 4.0 Kayak Montu',
        kisa: 'Life Pocket ile telefon bataryasını soğuktan koruyan profesyonel kayak montu.',
        ozellikler: ['Helly Tech Professional kumaş', 'Primaloft dolgu', 'RECCO reflektör'],
        fiyat: 14900,
        varyantlar: combo(['Kırmızı', 'Mavi'], ['M', 'L'], 14900, [2, 1, 0, 3]),
        gunOnce: 16,
      },
      {
        ad: 'Patagonia Powder Town Kayak Pantolonu',
        kisa: 'Geri dönüştürülmüş kumaştan, nefes alabilen ve dayanıklı kayak pantolonu.',
        ozellikler: ['H2No su geçirmez katman', 'Askı bağlantısı', 'İç bacak havalandırma'],
        fiyat: 7900,
        varyantlar: by('Beden', ['S', 'M', 'L'], 7900, [1, 2, 2]),
        gunOnce: 52,
      },
      {
        ad: 'Kulüp Logolu Softshell Mont',
        kisa: 'Kulübümüzün logosunu taşıyan, rüzgar geçirmez ve esnek softshell mont.',
        ozellikler: ['Rüzgar geçirmez membran', 'Polar iç yüzey', 'Nakış kulüp logosu'],
        fiyat: 3250,
        varyantlar: by('Beden', ['XS', 'S', 'M', 'L', 'XL'], 3250, [5, 8, 10, 6, 2]),
        gunOnce: 2,
        oneCikan: true,
      },
      {
        ad: 'Termal İçlik Takımı',
        kisa: 'Teri dışarı atan, ince ve sıcak tutan alt-üst termal içlik.',
        ozellikler: ['Merino yün karışımı', 'Dikişsiz yapı', 'Koku önleyici'],
        fiyat: 1450,
        varyantlar: by('Beden', ['S', 'M', 'L'], 1450, [12, 15, 9]),
        gunOnce: 100,
      },
    ],
  },
  {
    ad: 'Eldiven ve Aksesuar',
    aciklama: 'Kayak eldivenleri, boyunluklar, çoraplar, çantalar ve küçük yardımcılar.',
    stil: { from: '#263238', to: '#78909c', accent: '#29b6f6', icon: 'glove' },
    bakim: 'Eldivenleri kalorifer üzerinde değil oda sıcaklığında kurutun; deri modelleri sezonda bir kez bakım kremiyle besleyin.',
    urunler: [
      {
        ad: 'Reusch Pro RC Kayak Eldiveni',
        kisa: 'Yarışçıların tercihi: keçi derisi avuç içi ve sıcak tutan Primaloft dolgu.',
        ozellikler: ['R-TEX XT membran', 'Keçi derisi avuç içi', 'Bilek kayışı'],
        fiyat: 1950,
        varyantlar: by('Beden', ['S', 'M', 'L', 'XL'], 1950, [4, 6, 3, 0]),
        gunOnce: 11,
      },
      {
        ad: 'Hestra Army Leather Heli Eldiven',
        kisa: 'Çıkarılabilir iç eldivenli, en soğuk günler için deri kayak eldiveni.',
        ozellikler: ['Dayanıklı deri dış yüzey', 'Çıkarılabilir polar iç eldiven', 'Uzun manşet'],
        fiyat: 3450,
        varyantlar: by('Beden', ['M', 'L'], [3450, 3450], [2, 2]),
        gunOnce: 44,
      },
      {
        ad: 'Buff Polar Boyunluk',
        kisa: 'Polar ve mikrofiber katmanlı, rüzgar kesen çok amaçlı boyunluk.',
        ozellikler: ['Çift katman', 'Yüz maskesi olarak kullanılabilir', 'Hızlı kurur'],
        fiyat: 650,
        varyantlar: by('Renk', ['Siyah', 'Mavi', 'Kırmızı'], 650, [20, 15, 0]),
        gunOnce: 24,
      },
      {
        ad: 'Kayak Çorabı İkili Paket',
        kisa: 'Bot içinde kaymayan, basınç noktalarında ekstra yastıklamalı kayak çorabı.',
        ozellikler: ['Merino yün', 'Anatomik sağ/sol ayak', 'Kaval kemiği koruması'],
        fiyat: 480,
        varyantlar: by('Beden', ['S', 'M', 'L'], 480, [10, 14, 8]),
        gunOnce: 66,
      },
      {
        ad: 'Kayak Taşıma Çantası',
        kisa: 'İki çift kayak ve batonu taşıyabilen, tekerlekli ve dolgulu çanta.',
        ozellikler: ['190 cm’e kadar kayak', 'Tekerlek ve tutma sapı', 'Su itici kumaş'],
        fiyat: 1750,
        stok: 8,
        gunOnce: 150,
      },
      {
        ad: 'Şifreli Kayak Kilidi',
        kisa: 'Tesiste mola verirken kayak ve batonlarınızı güvenceye alan kompakt kilit.',
        ozellikler: ['Üç haneli şifre', 'Makaralı çelik kablo', 'Cebe sığan boyut'],
        fiyat: 390,
        stok: 40,
        gunOnce: 35,
      },
    ],
  },
];

/** Countries with their cities (admin spec §3; the countries screen's seed). */
export const GEOGRAPHY: { ulke: string; sehirler: string[] }[] = [
  // Türkiye's 81 provinces: the camp centres' cities and the checkout's billing cities (member spec §7).
  {
    ulke: 'Türkiye',
    sehirler: [
      'Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Aksaray', 'Amasya', 'Ankara', 'Antalya', 'Ardahan', 'Artvin',
      'Aydın', 'Balıkesir', 'Bartın', 'Batman', 'Bayburt', 'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur',
      'Bursa', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli', 'Diyarbakır', 'Düzce', 'Edirne', 'Elazığ', 'Erzincan',
      'Erzurum', 'Eskişehir', 'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkari', 'Hatay', 'Iğdır', 'Isparta', 'İstanbul',
      'İzmir', 'Kahramanmaraş', 'Karabük', 'Karaman', 'Kars', 'Kastamonu', 'Kayseri', 'Kilis', 'Kırıkkale', 'Kırklareli',
      'Kırşehir', 'Kocaeli', 'Konya', 'Kütahya', 'Malatya', 'Manisa', 'Mardin', 'Mersin', 'Muğla', 'Muş',
      'Nevşehir', 'Niğde', 'Ordu', 'Osmaniye', 'Rize', 'Sakarya', 'Samsun', 'Siirt', 'Sinop', 'Sivas',
      'Şanlıurfa', 'Şırnak', 'Tekirdağ', 'Tokat', 'Trabzon', 'Tunceli', 'Uşak', 'Van', 'Yalova', 'Yozgat',
      'Zonguldak',
    ],
  },
  { ulke: 'Avusturya', sehirler: ['Innsbruck', 'Salzburg'] },
  { ulke: 'İtalya', sehirler: ['Bolzano', 'Torino'] },
  { ulke: 'Fransa', sehirler: ['Chamonix'] },
  { ulke: 'İsviçre', sehirler: ['Zermatt'] },
  { ulke: 'Gürcistan', sehirler: ['Gudauri', 'Bakuryani'] },
];

/** Hotels of the club's centres (member spec §2 centre pages). */
export const HOTELS: { otel: string; sehir: string; aktif?: boolean }[] = [
  { otel: 'Polat Palandöken', sehir: 'Erzurum' },
  { otel: 'Palandöken Dedeman', sehir: 'Erzurum' },
  { otel: 'Xanadu Snow White', sehir: 'Erzurum' },
  { otel: 'Konaklı Kayak Merkezi Oteli', sehir: 'Erzurum' },
  { otel: 'Erciyes Dağ Oteli', sehir: 'Kayseri' },
  { otel: 'Kartalkaya Grand Kartal', sehir: 'Bolu' },
  { otel: 'Alpenhof Innsbruck', sehir: 'Innsbruck' },
  { otel: 'Dolomiti Ski Lodge', sehir: 'Bolzano' },
  { otel: 'Gudauri Marco Polo', sehir: 'Gudauri' },
];

/** Camp fee types. */
export const FEE_TYPES = ['TL', 'Euro', 'USD'] as const;

/** A camp; dates are days from the seed day (winter season ahead). */
export interface CampDef {
  key: string;
  kampAdi: string;
  otel: string;
  ucret: (typeof FEE_TYPES)[number];
  baslangicGun: number;
  sureGun: number;
  aktif: boolean;
}

export const CAMPS: CampDef[] = [
  { key: 'palandoken-yilbasi', kampAdi: 'Palandöken Yılbaşı Kayak Kampı', otel: 'Polat Palandöken', ucret: 'TL', baslangicGun: 33, sureGun: 7, aktif: true },
  { key: 'xanadu-hafta-sonu', kampAdi: 'Xanadu Snow White Hafta Sonu Kampı', otel: 'Xanadu Snow White', ucret: 'TL', baslangicGun: 47, sureGun: 3, aktif: true },
  { key: 'konakli-somestr', kampAdi: 'Konaklı Sömestr Kampı', otel: 'Konaklı Kayak Merkezi Oteli', ucret: 'TL', baslangicGun: 61, sureGun: 6, aktif: true },
  { key: 'innsbruck-alp', kampAdi: 'Avusturya Alp Kayak Kampı', otel: 'Alpenhof Innsbruck', ucret: 'Euro', baslangicGun: 75, sureGun: 7, aktif: true },
  { key: 'gudauri-subat', kampAdi: 'Gudauri Şubat Kayak Kampı', otel: 'Gudauri Marco Polo', ucret: 'USD', baslangicGun: 86, sureGun: 6, aktif: false },
  { key: 'dolomitler-ustalik', kampAdi: 'Dolomitler Ustalık Kampı', otel: 'Dolomiti Ski Lodge', ucret: 'Euro', baslangicGun: 110, sureGun: 7, aktif: false },
];

/** Galleries: most tied to a camp, one not, one inactive. */
export const GALLERIES: { key: string; galeriAdi: string; kamp: string | null; aciklama: string; aktif: boolean; resimler: string[]; gunOnce: number }[] = [
  {
    key: 'palandoken-yilbasi',
    galeriAdi: 'Palandöken Yılbaşı Kampı',
    kamp: 'palandoken-yilbasi',
    aciklama: 'Geçen yılbaşı kampımızdan pist, eğitim ve akşam etkinliği kareleri.',
    aktif: true,
    resimler: ['Sabah ısınması', 'Kırmızı pistte ilk iniş', 'Kayak okulu grubu', 'Teleferik yolculuğu', 'Gün batımında pist', 'Yılbaşı gecesi'],
    gunOnce: 20,
  },
  {
    key: 'konakli-somestr',
    galeriAdi: 'Konaklı Sömestr Kampı',
    kamp: 'konakli-somestr',
    aciklama: 'Sömestr tatilinde Konaklı’da çocuk gruplarımız.',
    aktif: true,
    resimler: ['Çocuk grubu eğitimde', 'Slalom parkuru', 'Kar topu molası', 'Madalya töreni', 'Toplu fotoğraf'],
    gunOnce: 45,
  },
  {
    key: 'kulup-etkinlikleri',
    galeriAdi: 'Kulüp Etkinlikleri',
    kamp: null,
    aciklama: 'Sezon açılışı, ekipman günü ve kulüp buluşmalarından kareler.',
    aktif: true,
    resimler: ['Sezon açılış buluşması', 'Ekipman bakım atölyesi', 'Antrenörlerimiz', 'Kulüp yürüyüşü', 'Ödül gecesi'],
    gunOnce: 70,
  },
  {
    key: 'dolomitler-arsiv',
    galeriAdi: 'Dolomitler Ustalık Kampı Arşivi',
    kamp: 'dolomitler-ustalik',
    aciklama: 'Yayından kaldırılmış arşiv galerisi.',
    aktif: false,
    resimler: ['Sella Ronda turu', 'Val Gardena pistleri', 'Dağ kulübesi molası', 'Grup fotoğrafı'],
    gunOnce: 200,
  },
];

/** Genders (admin spec §3), in form order. */
export const GENDERS = ['Kız', 'Erkek'] as const;

/** Skill levels from beginner up (admin spec §3); the last one is inactive (not offered). */
export const SKILL_LEVELS: { ad: string; aktif: boolean }[] = [
  { ad: 'Hiç Kaymadı', aktif: true },
  { ad: 'Başlangıç', aktif: true },
  { ad: 'Orta', aktif: true },
  { ad: 'İleri', aktif: true },
  { ad: 'Yarışmacı', aktif: true },
  { ad: 'Profesyonel', aktif: false },
];

/** Room types every camp hotel has (admin spec §3: a room type belongs to a hotel). */
export const ROOM_TYPES = ['Standart Oda', 'Aile Odası', 'Suit'] as const;

/** Accommodation types: a room type and its make-up (adults, children 0-6, children 6-11). */
export const ACCOMMODATION_TYPES: { key: string; ad: string; oda: (typeof ROOM_TYPES)[number]; y: number; c06: number; c611: number }[] = [
  { key: 'tek', ad: 'Tek Kişilik Oda', oda: 'Standart Oda', y: 1, c06: 0, c611: 0 },
  { key: 'cift', ad: 'Çift Kişilik Oda', oda: 'Standart Oda', y: 2, c06: 0, c611: 0 },
  { key: 'cift-cocuk06', ad: 'Çift Kişilik Oda (1 Yetişkin + 1 Çocuk 0-6)', oda: 'Standart Oda', y: 1, c06: 1, c611: 0 },
  { key: 'aile-cocuk06', ad: 'Aile Odası (2 Yetişkin + 1 Çocuk 0-6)', oda: 'Aile Odası', y: 2, c06: 1, c611: 0 },
  { key: 'aile-cocuk611', ad: 'Aile Odası (2 Yetişkin + 1 Çocuk 6-11)', oda: 'Aile Odası', y: 2, c06: 0, c611: 1 },
  { key: 'aile-suit', ad: 'Aile Suit (2 Yetişkin + 2 Çocuk)', oda: 'Suit', y: 2, c06: 1, c611: 1 },
];

/**
 * Accommodation options per camp (key of CAMPS): type, rooms, rooms taken (`dolu`, the seeded
 * registrations' rooms included) and prices in TL / € / $. Palandöken's suite is full and its
 * 2+1 (6-11) family room has exactly one left.
 */
export const ACCOMMODATION_OPTIONS: Record<string, { tip: string; oda: number; dolu: number; tl: number; euro: number; usd: number; aktif?: boolean }[]> = {
  'palandoken-yilbasi': [
    { tip: 'tek', oda: 10, dolu: 3, tl: 32500, euro: 670, usd: 775 },
    { tip: 'cift', oda: 12, dolu: 4, tl: 54000, euro: 1113.4, usd: 1285.71 },
    { tip: 'aile-cocuk06', oda: 6, dolu: 2, tl: 68400, euro: 1410.31, usd: 1628.57 },
    { tip: 'aile-cocuk611', oda: 6, dolu: 5, tl: 76000, euro: 1567.01, usd: 1809.52 },
    { tip: 'aile-suit', oda: 2, dolu: 2, tl: 98500, euro: 2030.93, usd: 2345.24 },
  ],
  'xanadu-hafta-sonu': [
    { tip: 'tek', oda: 8, dolu: 1, tl: 18900, euro: 389.69, usd: 450 },
    { tip: 'cift', oda: 10, dolu: 2, tl: 29800, euro: 614.43, usd: 709.52 },
    { tip: 'aile-cocuk611', oda: 4, dolu: 0, tl: 41250.5, euro: 850.53, usd: 982.15 },
  ],
  'konakli-somestr': [
    { tip: 'tek', oda: 6, dolu: 1, tl: 31500, euro: 649.48, usd: 750 },
    { tip: 'cift-cocuk06', oda: 5, dolu: 1, tl: 44000, euro: 907.22, usd: 1047.62 },
    { tip: 'aile-cocuk611', oda: 5, dolu: 1, tl: 63000, euro: 1298.97, usd: 1500 },
    { tip: 'aile-suit', oda: 3, dolu: 0, tl: 82000, euro: 1690.72, usd: 1952.38, aktif: false },
  ],
  'innsbruck-alp': [
    { tip: 'cift', oda: 8, dolu: 2, tl: 118000, euro: 2432.99, usd: 2809.52 },
    { tip: 'cift-cocuk06', oda: 6, dolu: 2, tl: 96000, euro: 1980, usd: 2280 },
  ],
};

/**
 * Team discount codes (admin spec §3), dates as days from the seed day (inclusive). README.md
 * lists them: KARTAL10 applies; the others show each reason a code does not.
 */
export const TEAM_CODES: { kodAdi: string; oran: number; basGun: number; bitGun: number; maks: number; kullanim: number; aktif: boolean }[] = [
  { kodAdi: 'KARTAL10', oran: 10, basGun: -30, bitGun: 365, maks: 1000, kullanim: 0, aktif: true },
  { kodAdi: 'SEZON2025', oran: 20, basGun: -400, bitGun: -30, maks: 100, kullanim: 12, aktif: true },
  { kodAdi: 'PALANDOKEN10', oran: 10, basGun: -60, bitGun: 120, maks: 1, kullanim: 1, aktif: true }, // used by the member's seeded registration
  { kodAdi: 'PASIF5', oran: 5, basGun: -30, bitGun: 365, maks: 100, kullanim: 0, aktif: false },
  { kodAdi: 'BAHAR20', oran: 20, basGun: 60, bitGun: 150, maks: 50, kullanim: 0, aktif: true },
];

/** A seeded news item (member spec §3 News); `gunOnce` = published that many days before the seed day. */
export interface NewsDef {
  baslik: string;
  ozet: string;
  /** Plain text; paragraphs separated by blank lines. */
  icerik: string;
  anahtarKelimeler: string;
  yayinlayan: string;
  gunOnce: number;
  aktif: boolean;
}

/** Club news: eight active items and one inactive (hidden from the public). */
export const NEWS: NewsDef[] = [
  {
    baslik: '2026-2027 Kayak Sezonu Kayıtları Başladı',
    ozet: 'Palandöken, Konaklı ve yurt dışı kamplarımızın kayıtları açıldı; erken kayıt indirimi ay sonuna kadar geçerli.',
    icerik:
      'Yeni sezonun kamp takvimi belli oldu. Palandöken Yılbaşı Kampı, Konaklı Sömestr Kampı ve Avusturya Alp Kampı için kayıtlarımız sitemiz üzerinden alınmaya başlandı.\n\nAy sonuna kadar yapılan kayıtlarda ekip indirim kodları geçerlidir. Kontenjanlar oda tiplerine göre sınırlıdır; yerinizi erkenden ayırtmanızı öneririz.\n\nSorularınız için kulüp ofisimize hafta içi 09.00-18.00 saatleri arasında ulaşabilirsiniz.',
    anahtarKelimeler: 'kayıt, sezon, kamp, erken kayıt',
    yayinlayan: 'Kulüp Yönetimi',
    gunOnce: 2,
    aktif: true,
  },
  {
    baslik: 'Palandöken’de İlk Kar Sevindirdi',
    ozet: 'Erzurum Palandöken’e düşen ilk kar ile pistlerde sezon hazırlıkları hızlandı.',
    icerik:
      'Palandöken Kayak Merkezi’nde gece boyunca süren kar yağışı zirvede 25 santimetreye ulaştı. İşletme, pist makinelerinin çalışmaya başladığını duyurdu.\n\nHava sıcaklıklarının önümüzdeki günlerde de sıfırın altında seyretmesi bekleniyor. Bu da suni karlama sistemleri için ideal koşullar anlamına geliyor.\n\nAntrenörlerimiz pistleri yerinde inceleyecek ve ilk antrenman programını paylaşacak.',
    anahtarKelimeler: 'Palandöken, kar, Erzurum, pist',
    yayinlayan: 'Mehmet Demir',
    gunOnce: 6,
    aktif: true,
  },
  {
    baslik: 'Çocuklar İçin Kayak Okulu Grupları Oluşturuldu',
    ozet: '6-11 yaş grubundaki sporcularımız kayma seviyelerine göre dört gruba ayrıldı.',
    icerik:
      'Geçen sezonun değerlendirme sonuçlarına göre çocuk sporcularımız Başlangıç, Orta, İleri ve Yarış gruplarına ayrıldı.\n\nHer grupta en fazla sekiz sporcu bulunacak ve her gruba bir antrenör ile bir yardımcı antrenör eşlik edecek.\n\nVeliler grup listelerini Kamplarım sayfasından görebilir.',
    anahtarKelimeler: 'kayak okulu, çocuk, antrenman, grup',
    yayinlayan: 'Mehmet Demir',
    gunOnce: 11,
    aktif: true,
  },
  {
    baslik: 'Ekipman Bakım Atölyesi Kulüp Lokalinde',
    ozet: 'Kayak ve snowboard bakımını uzman eğitmenlerimizden öğrenmek için atölyemize katılın.',
    icerik:
      'Kulüp lokalimizde düzenlenecek atölyede kanat bileme, vaks uygulaması ve bağlama ayarı uygulamalı olarak gösterilecek.\n\nKatılım ücretsizdir; kendi ekipmanınızı getirebilirsiniz. Kontenjan 30 kişi ile sınırlıdır.\n\nAtölye sonunda mağazamızdaki bakım ürünlerinde üyelerimize özel indirim uygulanacak.',
    anahtarKelimeler: 'ekipman, bakım, vaks, atölye',
    yayinlayan: 'Kulüp Yönetimi',
    gunOnce: 17,
    aktif: true,
  },
  {
    baslik: 'Konaklı Sömestr Kampı Programı Açıklandı',
    ozet: 'Altı gün sürecek sömestr kampında günde dört saat eğitim ve akşam etkinlikleri yer alacak.',
    icerik:
      'Konaklı Kayak Merkezi’nde yapılacak sömestr kampının programı hazırlandı. Sabah iki saat teknik eğitim, öğleden sonra iki saat serbest kayak yapılacak.\n\nAkşamları video analiz, kayak kuralları semineri ve kamp sonunda madalya töreni düzenlenecek.\n\nKonaklama seçenekleri ve fiyatlar kamp sayfasında yer alıyor.',
    anahtarKelimeler: 'Konaklı, sömestr, kamp, program',
    yayinlayan: 'Ayşe Kaya',
    gunOnce: 24,
    aktif: true,
  },
  {
    baslik: 'Sporcumuz Deniz Aydın Türkiye Şampiyonu Oldu',
    ozet: 'Kulübümüzün genç sporcusu büyük slalom yarışında altın madalya kazandı.',
    icerik:
      'Erzurum’da yapılan Türkiye Alp Disiplini Şampiyonası’nda yıldızlar kategorisinde yarışan Deniz Aydın, büyük slalomda birinci oldu.\n\nİki manşın toplamında rakiplerini 1,4 saniye geride bırakan sporcumuzu ve antrenörlerini kutluyoruz.\n\nDeniz, bu derece ile milli takım seçmelerine katılmaya hak kazandı.',
    anahtarKelimeler: 'şampiyona, slalom, madalya, sporcu',
    yayinlayan: 'Kulüp Yönetimi',
    gunOnce: 38,
    aktif: true,
  },
  {
    baslik: 'Yeni Sezon Kulüp Montları Mağazada',
    ozet: 'Kulüp logolu yeni montlar, beden seçenekleriyle birlikte çevrim içi mağazamızda satışta.',
    icerik:
      'Su geçirmez ve nefes alabilen kumaştan üretilen yeni kulüp montlarımız çocuk ve yetişkin bedenleriyle mağazamızda.\n\nSiparişleriniz üç iş günü içinde kargoya verilir; kargo ücretsizdir.\n\nStoklar sınırlı olduğu için beden seçiminizi erken yapmanızı öneririz.',
    anahtarKelimeler: 'mağaza, mont, kulüp, ürün',
    yayinlayan: 'Ayşe Kaya',
    gunOnce: 52,
    aktif: true,
  },
  {
    baslik: 'Kayakta Güvenlik: Kask Kullanımı Zorunlu',
    ozet: 'Tüm kamp ve antrenmanlarımızda kask kullanımı yaş sınırı olmaksızın zorunludur.',
    icerik:
      'Sporcularımızın güvenliği için bu sezondan itibaren tüm kamplarımızda ve antrenmanlarımızda kask takmak zorunlu hale getirildi.\n\nKaskın başa tam oturması, çenelik kayışının bağlı olması ve gözlükle uyumlu olması gerekir.\n\nKaskı olmayan sporcularımız kulüp ofisinden ücretsiz ödünç kask alabilir.',
    anahtarKelimeler: 'güvenlik, kask, kural',
    yayinlayan: 'Mehmet Demir',
    gunOnce: 66,
    aktif: true,
  },
  {
    baslik: 'Gudauri Kampı Ertelendi',
    ozet: 'Şubat ayında yapılması planlanan Gudauri kampı bu sezon düzenlenmeyecek.',
    icerik:
      'Ulaşım ve konaklama koşullarındaki değişiklikler nedeniyle Gudauri Şubat Kayak Kampı ertelendi.\n\nÖdeme yapan üyelerimize iade süreci hakkında ayrıca bilgi verilecek.',
    anahtarKelimeler: 'Gudauri, kamp, erteleme',
    yayinlayan: 'Kulüp Yönetimi',
    gunOnce: 80,
    aktif: false,
  },
];
