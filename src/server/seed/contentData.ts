/** Bilingual demo content for the seed: fictional Gulf developers, communities, project names and brokers. */

export interface Bilingual {
  en: string;
  ar: string;
}

export const DEVELOPERS: { name: Bilingual; hq: Bilingual; year: number; site: string }[] = [
  {
    name: { en: 'Azure Coast Developments', ar: 'أزور كوست للتطوير' },
    hq: { en: 'Dubai', ar: 'دبي' },
    year: 2004,
    site: 'azurecoast',
  },
  {
    name: { en: 'Golden Dune Properties', ar: 'الكثبان الذهبية العقارية' },
    hq: { en: 'Dubai', ar: 'دبي' },
    year: 1998,
    site: 'goldendune',
  },
  {
    name: { en: 'Pearl Gate Real Estate', ar: 'بوابة اللؤلؤ العقارية' },
    hq: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    year: 2009,
    site: 'pearlgate',
  },
  {
    name: { en: 'Falcon Crest Holdings', ar: 'فالكون كريست القابضة' },
    hq: { en: 'Dubai', ar: 'دبي' },
    year: 2012,
    site: 'falconcrest',
  },
  {
    name: { en: 'Oasis Line Builders', ar: 'خط الواحة للبناء' },
    hq: { en: 'Sharjah', ar: 'الشارقة' },
    year: 2001,
    site: 'oasisline',
  },
  {
    name: { en: 'Marina Key Developers', ar: 'مارينا كي للتطوير العقاري' },
    hq: { en: 'Dubai', ar: 'دبي' },
    year: 2015,
    site: 'marinakey',
  },
  {
    name: { en: 'Desert Rose Communities', ar: 'مجتمعات وردة الصحراء' },
    hq: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
    year: 2007,
    site: 'desertrose',
  },
  {
    name: { en: 'Crescent Bay Estates', ar: 'عقارات خليج الهلال' },
    hq: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    year: 2011,
    site: 'crescentbay',
  },
  {
    name: { en: 'Skyline Arabia', ar: 'سكاي لاين العربية' },
    hq: { en: 'Dubai', ar: 'دبي' },
    year: 2018,
    site: 'skylinearabia',
  },
  {
    name: { en: 'Palm Grove Development', ar: 'بستان النخيل للتطوير' },
    hq: { en: 'Ajman', ar: 'عجمان' },
    year: 2006,
    site: 'palmgrove',
  },
];

export const COMMUNITIES: { name: Bilingual; city: Bilingual; lat: number; lng: number }[] = [
  {
    name: { en: 'Dubai Marina', ar: 'دبي مارينا' },
    city: { en: 'Dubai', ar: 'دبي' },
    lat: 25.08,
    lng: 55.14,
  },
  {
    name: { en: 'Downtown Dubai', ar: 'وسط مدينة دبي' },
    city: { en: 'Dubai', ar: 'دبي' },
    lat: 25.19,
    lng: 55.27,
  },
  {
    name: { en: 'Business Bay', ar: 'الخليج التجاري' },
    city: { en: 'Dubai', ar: 'دبي' },
    lat: 25.18,
    lng: 55.26,
  },
  {
    name: { en: 'Dubai Hills Estate', ar: 'دبي هيلز استيت' },
    city: { en: 'Dubai', ar: 'دبي' },
    lat: 25.11,
    lng: 55.24,
  },
  {
    name: { en: 'Jumeirah Village Circle', ar: 'قرية جميرا الدائرية' },
    city: { en: 'Dubai', ar: 'دبي' },
    lat: 25.06,
    lng: 55.21,
  },
  {
    name: { en: 'Saadiyat Island', ar: 'جزيرة السعديات' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    lat: 24.54,
    lng: 54.43,
  },
  {
    name: { en: 'Yas Island', ar: 'جزيرة ياس' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    lat: 24.49,
    lng: 54.6,
  },
  {
    name: { en: 'Al Reem Island', ar: 'جزيرة الريم' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    lat: 24.5,
    lng: 54.4,
  },
  {
    name: { en: 'Aljada', ar: 'الجادة' },
    city: { en: 'Sharjah', ar: 'الشارقة' },
    lat: 25.31,
    lng: 55.48,
  },
  {
    name: { en: 'Al Marjan Island', ar: 'جزيرة المرجان' },
    city: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
    lat: 25.68,
    lng: 55.74,
  },
];

export const PROJECT_STEMS: Bilingual[] = [
  { en: 'Vista', ar: 'فيستا' },
  { en: 'Horizon Towers', ar: 'أبراج الأفق' },
  { en: 'Pearl Residences', ar: 'مساكن اللؤلؤة' },
  { en: 'Oasis Villas', ar: 'فلل الواحة' },
  { en: 'Crest Heights', ar: 'مرتفعات كريست' },
];

export const TEAM: {
  name: Bilingual;
  position: Bilingual;
  department: string;
  languages: string[];
}[] = [
  {
    name: { en: 'Omar Al Hashimi', ar: 'عمر الهاشمي' },
    position: { en: 'Chief Executive Officer', ar: 'الرئيس التنفيذي' },
    department: 'Management',
    languages: ['ar', 'en'],
  },
  {
    name: { en: 'Sarah Mitchell', ar: 'سارة ميتشل' },
    position: { en: 'Head of Sales', ar: 'رئيسة المبيعات' },
    department: 'Sales',
    languages: ['en', 'fr'],
  },
  {
    name: { en: 'Khalid Al Mansoori', ar: 'خالد المنصوري' },
    position: { en: 'Sales Director', ar: 'مدير المبيعات' },
    department: 'Sales',
    languages: ['ar', 'en'],
  },
  {
    name: { en: 'Priya Nair', ar: 'بريا ناير' },
    position: { en: 'Senior Property Consultant', ar: 'مستشارة عقارية أولى' },
    department: 'Sales',
    languages: ['en', 'hi', 'ml'],
  },
  {
    name: { en: 'Ahmed Farouk', ar: 'أحمد فاروق' },
    position: { en: 'Senior Property Consultant', ar: 'مستشار عقاري أول' },
    department: 'Sales',
    languages: ['ar', 'en'],
  },
  {
    name: { en: 'Elena Petrova', ar: 'إيلينا بيتروفا' },
    position: { en: 'Property Consultant', ar: 'مستشارة عقارية' },
    department: 'Sales',
    languages: ['ru', 'en'],
  },
  {
    name: { en: 'Li Wei', ar: 'لي وي' },
    position: { en: 'Property Consultant', ar: 'مستشار عقاري' },
    department: 'Sales',
    languages: ['zh', 'en'],
  },
  {
    name: { en: 'Fatima Al Zaabi', ar: 'فاطمة الزعابي' },
    position: { en: 'Leasing Manager', ar: 'مديرة التأجير' },
    department: 'Leasing',
    languages: ['ar', 'en'],
  },
  {
    name: { en: 'James O’Connor', ar: 'جيمس أوكونور' },
    position: { en: 'Investment Advisor', ar: 'مستشار استثمار' },
    department: 'Advisory',
    languages: ['en'],
  },
  {
    name: { en: 'Mariam Haddad', ar: 'مريم حداد' },
    position: { en: 'Mortgage Specialist', ar: 'أخصائية تمويل عقاري' },
    department: 'Advisory',
    languages: ['ar', 'en', 'fr'],
  },
  {
    name: { en: 'Hassan Raza', ar: 'حسن رضا' },
    position: { en: 'Property Consultant', ar: 'مستشار عقاري' },
    department: 'Sales',
    languages: ['ur', 'en', 'hi'],
  },
  {
    name: { en: 'Noura Al Suwaidi', ar: 'نورة السويدي' },
    position: { en: 'Marketing Manager', ar: 'مديرة التسويق' },
    department: 'Marketing',
    languages: ['ar', 'en'],
  },
  {
    name: { en: 'Daniel Becker', ar: 'دانيال بيكر' },
    position: { en: 'Property Consultant', ar: 'مستشار عقاري' },
    department: 'Sales',
    languages: ['de', 'en'],
  },
  {
    name: { en: 'Aisha Rahman', ar: 'عائشة رحمن' },
    position: { en: 'Client Relations Manager', ar: 'مديرة علاقات العملاء' },
    department: 'Customer Care',
    languages: ['bn', 'en', 'ar'],
  },
  {
    name: { en: 'Youssef Benali', ar: 'يوسف بن علي' },
    position: { en: 'Off-plan Specialist', ar: 'أخصائي مشاريع على الخارطة' },
    department: 'Sales',
    languages: ['ar', 'fr', 'en'],
  },
  {
    name: { en: 'Mehmet Yilmaz', ar: 'محمد يلماز' },
    position: { en: 'Property Consultant', ar: 'مستشار عقاري' },
    department: 'Sales',
    languages: ['tr', 'en'],
  },
  {
    name: { en: 'Reza Karimi', ar: 'رضا كريمي' },
    position: { en: 'Valuation Analyst', ar: 'محلل تقييم' },
    department: 'Advisory',
    languages: ['fa', 'en'],
  },
  {
    name: { en: 'Maria Santos', ar: 'ماريا سانتوس' },
    position: { en: 'Sales Coordinator', ar: 'منسقة المبيعات' },
    department: 'Sales',
    languages: ['tl', 'en', 'es'],
  },
  {
    name: { en: 'Salem Al Ketbi', ar: 'سالم الكتبي' },
    position: { en: 'Golden Visa Advisor', ar: 'مستشار الإقامة الذهبية' },
    department: 'Advisory',
    languages: ['ar', 'en'],
  },
  {
    name: { en: 'Giulia Romano', ar: 'جوليا رومانو' },
    position: { en: 'Property Consultant', ar: 'مستشارة عقارية' },
    department: 'Sales',
    languages: ['it', 'en'],
  },
];
