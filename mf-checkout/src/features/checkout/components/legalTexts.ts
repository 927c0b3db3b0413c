/**
 * The two texts the shopper accepts on /odeme (member spec §2 Checkout: distance-sales contract
 * and preliminary information form), shown in a modal from their consent checkboxes. Aligned
 * with the returns page (/iade-degisim, member spec §9): 14-day withdrawal, refund to the card
 * within 14 days, shipping in 1-3 business days, cart items not reserved until payment.
 */

/** One titled section of a legal text. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A legal text: its title and sections. */
export interface LegalText {
  title: string;
  sections: readonly LegalSection[];
}

const SELLER = 'Satıcı: Kayak Kulübü Spor Malzemeleri (bundan sonra "Kulüp"), Palandöken Caddesi No: 12, Yakutiye / Erzurum.';

/** Mesafeli Satış Sözleşmesi (Law no. 6502 and the Distance Contracts Regulation). */
export const DISTANCE_SALES_CONTRACT: LegalText = {
  title: 'Mesafeli Satış Sözleşmesi',
  sections: [
    {
      heading: '1. Taraflar',
      paragraphs: [
        SELLER,
        'Alıcı: Ödeme sayfasında fatura bilgilerini giren ve siparişi onaylayan üye. Alıcının ad, soyad, adres, telefon ve e-posta bilgileri sipariş kaydında yer alır.',
      ],
    },
    {
      heading: '2. Konu',
      paragraphs: [
        'Bu sözleşmenin konusu, Alıcının Kulübün internet sitesindeki mağazadan elektronik ortamda sipariş verdiği, nitelikleri ve satış fiyatı sipariş özetinde belirtilen kayak ekipmanı ve spor ürünlerinin satışı ve teslimidir.',
        'Taraflar, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri uyarınca hak ve yükümlülüklerini kabul eder.',
      ],
    },
    {
      heading: '3. Fiyat ve Ödeme',
      paragraphs: [
        'Ürünlerin satış fiyatı, KDV dahil Türk Lirası olarak sipariş özetinde gösterilen tutardır. Kargo ücreti Kulüp tarafından karşılanır.',
        'Ödeme yalnızca kredi veya banka kartıyla, bankanın 3D Secure ödeme sayfası üzerinden yapılır. Kart bilgileri Kulüp tarafından saklanmaz.',
        'Ödemesi tamamlanmayan siparişler 30 dakika sonra iptal edilir; sepetteki ürünler ödeme tamamlanana kadar ayrılmaz.',
      ],
    },
    {
      heading: '4. Teslimat',
      paragraphs: [
        'Ürünler, ödemenin onaylanmasından sonra genellikle 1-3 iş günü içinde kargoya verilir ve Alıcının bildirdiği teslimat adresine gönderilir. Teslimat süresi yasal 30 günlük süreyi aşamaz.',
        'Ürün stokta kalmadığı için teslim edilemezse Alıcı bilgilendirilir ve ödenen tutar 14 gün içinde ödemede kullanılan karta iade edilir.',
      ],
    },
    {
      heading: '5. Cayma Hakkı',
      paragraphs: [
        'Alıcı, ürünü teslim aldığı tarihten itibaren 14 gün içinde herhangi bir gerekçe göstermeden ve cezai şart ödemeden cayma hakkını kullanabilir.',
        'Cayma bildirimi, sipariş numarasıyla birlikte Kulübün iletişim kanallarından yapılır. Ürün orijinal ambalajında ve faturasıyla birlikte iade edilir.',
        'Ödeme, cayma bildiriminin Kulübe ulaştığı tarihten itibaren 14 gün içinde ödemede kullanılan karta iade edilir.',
        'Kullanılmış, hijyen ambalajı açılmış kask içi başlık, bere ve benzeri kişisel ürünlerde cayma hakkı, Yönetmeliğin istisnaları kapsamında kullanılamaz.',
      ],
    },
    {
      heading: '6. Sipariş İptali ve Değişiklik',
      paragraphs: [
        'Alıcı, siparişi Beklemede veya Onaylandı durumundayken Siparişlerim sayfasından iptal edebilir ya da adres ve not bilgilerini değiştirebilir. Ödemesi alınmış bir sipariş iptal edilirse tutar karta iade edilir.',
      ],
    },
    {
      heading: '7. Uyuşmazlıkların Çözümü',
      paragraphs: [
        'Bu sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığınca ilan edilen parasal sınırlar dahilinde Alıcının yerleşim yerindeki Tüketici Hakem Heyetleri, bu sınırları aşan durumlarda Tüketici Mahkemeleri yetkilidir.',
        'Alıcı, ödeme sayfasındaki onay kutusunu işaretleyerek bu sözleşmeyi okuduğunu ve kabul ettiğini beyan eder.',
      ],
    },
  ],
};

/** Ön Bilgilendirme Formu (what the buyer is told before the contract). */
export const PRELIMINARY_INFORMATION_FORM: LegalText = {
  title: 'Ön Bilgilendirme Formu',
  sections: [
    {
      heading: '1. Satıcı Bilgileri',
      paragraphs: [SELLER, 'Satıcıya sitenin alt bölümündeki telefon, mesajlaşma ve sosyal medya kanallarından ulaşılabilir.'],
    },
    {
      heading: '2. Ürünlerin Temel Nitelikleri ve Fiyatı',
      paragraphs: [
        'Satın alınan ürünlerin adı, seçilen seçeneği (beden, renk vb.), adedi, birim fiyatı ve toplam tutarı ödeme sayfasındaki sipariş özetinde gösterilir. Fiyatlara KDV dahildir; kargo ücretsizdir.',
        'Fiyatlar ve stok durumu, sipariş oluşturulduğu anda Satıcının kayıtlarına göre kesinleşir.',
      ],
    },
    {
      heading: '3. Ödeme ve Teslimat',
      paragraphs: [
        'Ödeme, kredi veya banka kartıyla bankanın 3D Secure sayfasında yapılır. Ödeme onaylanınca sipariş Onaylandı durumuna geçer ve Alıcıya e-posta ile bildirilir.',
        'Ürünler genellikle 1-3 iş günü içinde kargoya verilir; sipariş durumu Siparişlerim sayfasından izlenebilir.',
      ],
    },
    {
      heading: '4. Cayma Hakkı ve İade',
      paragraphs: [
        'Alıcı, teslim tarihinden itibaren 14 gün içinde cayma hakkını kullanabilir. Ödeme, cayma bildiriminin ulaşmasından itibaren 14 gün içinde ödemede kullanılan karta iade edilir.',
        'İade ve değişim koşullarının ayrıntısı İade ve Değişim sayfasında yer alır.',
      ],
    },
    {
      heading: '5. Şikâyet ve İtirazlar',
      paragraphs: [
        'Alıcı, şikâyet ve itirazlarını Satıcının iletişim kanallarına iletebilir; ayrıca Tüketici Hakem Heyetlerine ve Tüketici Mahkemelerine başvurabilir.',
        'Alıcı, bu formu siparişi onaylamadan önce okuduğunu ve bilgilendirildiğini kabul eder.',
      ],
    },
  ],
};
