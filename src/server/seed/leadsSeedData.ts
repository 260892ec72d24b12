/** Word pools for the demo leads: Gulf names and real Arabic, per-kind messages in both languages. */
export const EN_FIRST = [
  'Omar',
  'Sara',
  'James',
  'Fatima',
  'Rahul',
  'Elena',
  'Khalid',
  'Aisha',
  'Michael',
  'Priya',
  'Yusuf',
  'Hannah',
  'Ali',
  'Noor',
  'David',
  'Mariam',
];
export const EN_LAST = [
  'Haddad',
  'Thompson',
  'Khan',
  'Al Mansoori',
  'Petrova',
  'Sharma',
  'Nasser',
  'Wilson',
  'Al Zaabi',
  'Fernandes',
  'Rahman',
  'Clarke',
];
export const AR_FIRST = [
  'محمد',
  'فاطمة',
  'أحمد',
  'مريم',
  'خالد',
  'عائشة',
  'سلطان',
  'نورة',
  'راشد',
  'هند',
  'عبدالله',
  'لطيفة',
  'حمدان',
  'شيخة',
];
export const AR_LAST = [
  'المنصوري',
  'الزعابي',
  'الشامسي',
  'الكتبي',
  'النعيمي',
  'الهاشمي',
  'المري',
  'السويدي',
  'الظاهري',
  'القاسمي',
];

export const MESSAGES = {
  contact: {
    en: [
      'I would like to visit your office next week.',
      'Please send me your latest price list.',
      'Can someone call me about off-plan options?',
      'Do you handle rentals as well as sales?',
    ],
    ar: [
      'أود زيارة مكتبكم الأسبوع القادم.',
      'أرجو إرسال قائمة الأسعار الأحدث.',
      'هل يمكن لأحد التواصل معي بخصوص مشاريع على الخارطة؟',
      'هل تقدمون خدمات التأجير أيضاً؟',
    ],
  },
  project: {
    en: [
      'Interested in a two-bedroom unit with a sea view.',
      'What is the payment plan for this project?',
      'Is there a show apartment I can visit?',
      'Please share the floor plans and brochure.',
    ],
    ar: [
      'مهتم بوحدة من غرفتي نوم بإطلالة بحرية.',
      'ما هي خطة الدفع لهذا المشروع؟',
      'هل توجد شقة نموذجية يمكنني زيارتها؟',
      'أرجو مشاركة المخططات والكتيب.',
    ],
  },
  consulting: {
    en: [
      'I want to invest around 2 million AED for rental yield.',
      'How does the golden visa through property work?',
      'Looking for mortgage advice as a non-resident.',
      'Need a valuation of my apartment in Dubai Marina.',
    ],
    ar: [
      'أرغب في استثمار حوالي مليوني درهم بعائد إيجاري.',
      'كيف أحصل على الإقامة الذهبية عبر العقار؟',
      'أبحث عن استشارة تمويل عقاري لغير المقيمين.',
      'أحتاج تقييماً لشقتي في دبي مارينا.',
    ],
  },
  sale: {
    en: [
      'Selling my villa, vacant on transfer.',
      'Apartment is tenanted until March, looking for an investor buyer.',
      'Off-plan unit, 60% paid, want to resell.',
      'Townhouse with upgraded kitchen, ready to move in.',
    ],
    ar: [
      'أرغب في بيع فيلتي، شاغرة عند التحويل.',
      'الشقة مؤجرة حتى مارس، أبحث عن مشترٍ مستثمر.',
      'وحدة على الخارطة مدفوع منها ٦٠٪، أرغب في إعادة البيع.',
      'تاون هاوس بمطبخ مجدد وجاهز للسكن.',
    ],
  },
} as const;

export const SUBJECTS = {
  en: ['Office visit', 'Price list', 'General enquiry', 'Partnership'],
  ar: ['زيارة المكتب', 'قائمة الأسعار', 'استفسار عام', 'شراكة'],
};
export const CITIES = {
  en: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ras Al Khaimah', 'Ajman'],
  ar: ['دبي', 'أبوظبي', 'الشارقة', 'رأس الخيمة', 'عجمان'],
};
export const COMMUNITIES = [
  'Dubai Marina',
  'Downtown Dubai',
  'Jumeirah Village Circle',
  'Al Reem Island',
  'Saadiyat Island',
  'Arabian Ranches',
  'Al Majaz',
];
export const COUNTRIES = [
  'United Arab Emirates',
  'Saudi Arabia',
  'United Kingdom',
  'India',
  'Russia',
  'Germany',
  'Egypt',
  'Kuwait',
];
export const CONTACT_TIMES = ['Morning', 'Afternoon', 'Evening', 'Weekends'];
export const UTM_SOURCES = ['google', 'instagram', 'facebook', 'newsletter', 'propertyfinder'];

/**
 * The demo's sales agents (docs/product.md#demo-content): four of the team's property consultants. They have
 * no password, so nobody can sign in as one until the super-admin sends an invitation from Users.
 */
export const SALES_AGENTS = [
  { name: 'Priya Nair', email: 'priya.nair@example.com', locale: 'en' },
  { name: 'Ahmed Farouk', email: 'ahmed.farouk@example.com', locale: 'ar' },
  { name: 'Elena Petrova', email: 'elena.petrova@example.com', locale: 'en' },
  { name: 'Li Wei', email: 'li.wei@example.com', locale: 'en' },
] as const;

/**
 * An agent's notes by where the lead stands, in the lead's language: an attempt that reached nobody, the
 * first conversation, qualification, and the close; a closed lead's timeline has one of each stage.
 */
export const NOTES = {
  attempt: {
    en: [
      'Called, no answer. Will try again tomorrow.',
      'No answer on the phone; sent a WhatsApp message.',
    ],
    ar: ['تم الاتصال ولم يرد. سأحاول غداً.', 'لم يرد على الهاتف؛ أرسلت رسالة عبر واتساب.'],
  },
  contacted: {
    en: [
      'Sent the brochure and payment plan by email.',
      'Client prefers WhatsApp. Shared three options.',
      'Spoke to the client; looking to buy within three months.',
    ],
    ar: [
      'أرسلت الكتيب وخطة الدفع عبر البريد.',
      'العميل يفضل واتساب. أرسلت ثلاثة خيارات.',
      'تحدثت مع العميل؛ يرغب في الشراء خلال ثلاثة أشهر.',
    ],
  },
  qualified: {
    en: [
      'Budget confirmed; passing to the senior broker.',
      'Viewing booked for Saturday at 11:00.',
      'Mortgage pre-approval received.',
    ],
    ar: [
      'تم تأكيد الميزانية؛ أحلت الطلب إلى الوسيط الأول.',
      'تم حجز موعد معاينة يوم السبت الساعة ١١.',
      'تم استلام الموافقة المبدئية على التمويل العقاري.',
    ],
  },
  closed: {
    en: [
      'Reservation form signed; booking deposit received.',
      'Sale agreement signed; handed over to the after-sales team.',
    ],
    ar: [
      'تم توقيع نموذج الحجز واستلام عربون الحجز.',
      'تم توقيع اتفاقية البيع وتسليم الملف إلى فريق ما بعد البيع.',
    ],
  },
};
