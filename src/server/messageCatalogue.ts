/**
 * The server's messages in both languages (docs/api.md#answer-language). English is the contract's
 * (serverMessages, leadMessages, and the field messages built here); Arabic is written beside it, keyed the
 * same way, so a message without its Arabic does not compile. Only the public API answers in Arabic when
 * asked; the admin API speaks English and the client translates (docs/architecture.md#texts-and-languages).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PREFIX } from '../shared/common/apiPaths';
import { serverMessages } from '../shared/common/errors';
import { leadMessages, type LeadIntakeField } from '../shared/leads/rules';

export type MessageLocale = 'en' | 'ar';

const serverMessagesAr: Record<keyof typeof serverMessages, string> = {
  emailRequired: 'حقل البريد الإلكتروني مطلوب',
  passwordRequired: 'حقل كلمة المرور مطلوب',
  invalidEmail: 'البريد الإلكتروني غير صالح',
  invalidCredentials: 'بيانات الدخول هذه غير مطابقة لسجلاتنا.',
  loggedIn: 'تم تسجيل الدخول بنجاح',
  loggedOut: 'تم تسجيل الخروج بنجاح',
  unauthenticated: 'غير مصادق عليه.',
  forbidden: 'غير مصرح لك بهذا الإجراء.',
  notFound: 'غير موجود',
  validationFailed: 'البيانات المرسلة غير صالحة.',
  tooManyAttempts: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  serverError: 'حدث خطأ، يرجى المحاولة مرة أخرى!',
  unavailable: 'الخدمة غير متاحة لحظيًا. يرجى المحاولة مرة أخرى بعد لحظة.',
  busy: 'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظة.',
  requestTimeout: 'استغرق وصول الطلب وقتًا أطول من اللازم.',
  malformedBody: 'تعذرت قراءة محتوى الطلب.',
  payloadTooLarge: 'الطلب كبير جدًا.',
  unsupportedMediaType: 'نوع المحتوى هذا غير مدعوم.',
  reported: 'تم الإبلاغ',
  nulCharacter: 'يحتوي على حرف غير مسموح به',
  notFinite: 'خارج النطاق المسموح',
  staleRecord: 'غيّر شخص آخر هذا السجل منذ أن فتحته.',
  invalidIfMatch: 'ترويسة If-Match غير صالحة.',
};

/** The lead messages the public intake can answer. */
const PUBLIC_LEAD_MESSAGES = [
  'received',
  'unknownProject',
  'idempotencyMismatch',
  'idempotencyKeyInvalid',
  'overloaded',
] as const;
const leadMessagesAr: Record<(typeof PUBLIC_LEAD_MESSAGES)[number], string> = {
  received: 'شكرًا لك، لقد استلمنا طلبك وسنتواصل معك قريبًا.',
  unknownProject: 'المشروع المحدد غير موجود.',
  idempotencyMismatch: 'مفتاح Idempotency-Key هذا استُخدم من قبل مع طلب مختلف.',
  idempotencyKeyInvalid: 'يجب أن يتكون ترويسة Idempotency-Key من 1 إلى 128 حرفًا.',
  overloaded: 'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظة.',
};

const arabicByEnglish = new Map<string, string>([
  ...Object.entries(serverMessagesAr).map(
    ([key, ar]) => [serverMessages[key as keyof typeof serverMessages], ar] as const,
  ),
  ...PUBLIC_LEAD_MESSAGES.map((key) => [leadMessages[key], leadMessagesAr[key]] as const),
]);

/** A whole message of the catalogue in `locale`; a message the catalogue does not hold stays as it is. */
export function translateMessage(message: string, locale: MessageLocale): string {
  return locale === 'ar' ? (arabicByEnglish.get(message) ?? message) : message;
}

/** What one field's message says, with the facts it needs. */
export type FieldProblem =
  | { kind: 'required' | 'notAllowed' | 'invalid' | 'other' | 'nulCharacter' | 'notFinite' }
  | { kind: 'invalidEmail' }
  | {
      kind: 'maxLength' | 'minLength' | 'maximum' | 'minimum' | 'maxItems';
      limit: string;
    }
  | { kind: 'type'; type: string };

type Templates = (name: string, problem: FieldProblem) => string;

/** English: "<Field> is Required" and "Invalid Email" are binding texts (docs/product.md#binding-texts). */
const english: Templates = (name, problem) => {
  switch (problem.kind) {
    case 'required':
      return `${name} is Required`;
    case 'notAllowed':
      return `${name} is not allowed`;
    case 'invalidEmail':
      return serverMessages.invalidEmail;
    case 'invalid':
      return `Invalid ${name}`;
    case 'maxLength':
      return `${name} may not be longer than ${problem.limit} characters`;
    case 'minLength':
      return `${name} must be at least ${problem.limit} characters`;
    case 'maximum':
      return `${name} may not be greater than ${problem.limit}`;
    case 'minimum':
      return `${name} must be at least ${problem.limit}`;
    case 'maxItems':
      return `${name} may not have more than ${problem.limit} items`;
    case 'type':
      return `${name} must be of type ${problem.type}`;
    case 'nulCharacter':
      return `${name} ${serverMessages.nulCharacter}`;
    case 'notFinite':
      return `${name} ${serverMessages.notFinite}`;
    default:
      return `${name} is invalid`;
  }
};

const TYPES_AR: Record<string, string> = {
  string: 'نص',
  integer: 'عدد صحيح',
  number: 'رقم',
  boolean: 'قيمة منطقية',
  object: 'كائن',
  array: 'قائمة',
  null: 'قيمة فارغة (null)',
};

/** Arabic: "حقل <الاسم> ..." reads correctly whatever the field's grammatical gender. */
const arabic: Templates = (name, problem) => {
  const field = `حقل ${name}`;
  switch (problem.kind) {
    case 'required':
      return `${field} مطلوب`;
    case 'notAllowed':
      return `${field} غير مسموح به`;
    case 'invalidEmail':
      return serverMessagesAr.invalidEmail;
    case 'invalid':
      return `قيمة ${field} غير صالحة`;
    case 'maxLength':
      return `يجب ألا يزيد ${field} على ${problem.limit} حرفًا`;
    case 'minLength':
      return `يجب ألا يقل ${field} عن ${problem.limit} أحرف`;
    case 'maximum':
      return `يجب ألا تزيد قيمة ${field} على ${problem.limit}`;
    case 'minimum':
      return `يجب ألا تقل قيمة ${field} عن ${problem.limit}`;
    case 'maxItems':
      return `يجب ألا يحتوي ${field} على أكثر من ${problem.limit} عنصرًا`;
    case 'type': {
      const types = problem.type.split(',').map((type) => TYPES_AR[type] ?? type);
      return `يجب أن تكون قيمة ${field} من نوع ${types.join(' أو ')}`;
    }
    case 'nulCharacter':
      return `${field} ${serverMessagesAr.nulCharacter}`;
    case 'notFinite':
      return `${field} ${serverMessagesAr.notFinite}`;
    default:
      return `قيمة ${field} غير صالحة`;
  }
};

/** The Arabic names of what the public API reads: every intake field, the form's extras, query and headers. */
const FIELD_NAMES_AR: Record<LeadIntakeField | 'fill_ms' | 'website' | 'body' | 'query', string> &
  Record<string, string> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  message: 'الرسالة',
  locale: 'اللغة',
  source_url: 'رابط الصفحة',
  referrer: 'الصفحة المُحيلة',
  utm_source: 'مصدر الحملة',
  utm_medium: 'وسيط الحملة',
  utm_campaign: 'اسم الحملة',
  consent: 'الموافقة',
  subject: 'الموضوع',
  project_id: 'المشروع',
  purpose: 'الغرض',
  bedrooms: 'عدد غرف النوم',
  budget: 'الميزانية',
  service: 'الخدمة',
  country_of_residence: 'بلد الإقامة',
  preferred_contact_time: 'الوقت المفضل للتواصل',
  property_type: 'نوع العقار',
  city: 'المدينة',
  community: 'المنطقة السكنية',
  area: 'المساحة',
  area_unit: 'وحدة المساحة',
  asking_price: 'السعر المطلوب',
  currency: 'العملة',
  occupancy: 'حالة الإشغال',
  completion: 'حالة الإنجاز',
  fill_ms: 'مدة تعبئة النموذج',
  website: 'الموقع الإلكتروني',
  body: 'محتوى الطلب',
  query: 'معاملات الرابط',
  'idempotency-key': 'Idempotency-Key',
  idempotency_key: 'Idempotency-Key',
  slug: 'المعرّف',
  page: 'الصفحة',
  title: 'العنوان',
  description: 'الوصف',
};

const LANGUAGE_NAMES: Record<MessageLocale, Record<'en' | 'ar', string>> = {
  en: { en: 'English', ar: 'Arabic' },
  ar: { en: 'بالإنجليزية', ar: 'بالعربية' },
};

/**
 * A field's name as a person reads it: `title.en` → `Title (English)`, `filter[project_id]` → `Project id`.
 */
export function fieldLabel(field: string, locale: MessageLocale = 'en'): string {
  const parts = field.split('.');
  const last = parts.pop() ?? field;
  // One language of a translatable text is named with its text, as the form labels it.
  if ((last === 'en' || last === 'ar') && parts.length > 0)
    return `${fieldLabel(parts.join('.'), locale)} (${LANGUAGE_NAMES[locale][last]})`;
  // A list filter is named `filter[city]` on the wire; the person reads "City".
  const name = /\[([^\]]+)\]$/.exec(last)?.[1] ?? last;
  if (locale === 'ar' && Object.hasOwn(FIELD_NAMES_AR, name)) return FIELD_NAMES_AR[name]!;
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One field's message in `locale`. */
export function fieldMessage(field: string, problem: FieldProblem, locale: MessageLocale): string {
  return (locale === 'ar' ? arabic : english)(fieldLabel(field, locale), problem);
}

/**
 * The language a public request asked for: `?locale=` (en or ar) wins, then the first language of
 * Accept-Language by its weight (ar, ar-SA, … are Arabic); anything else is English.
 */
export function askedLocale(
  query: unknown,
  acceptLanguage: string | string[] | undefined,
): MessageLocale {
  const asked = (query as { locale?: unknown } | null | undefined)?.locale;
  if (asked === 'ar' || asked === 'en') return asked;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const q = weight === undefined ? 1 : Number(weight);
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranges[0]?.tag ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

const isPublic = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path === PUBLIC_PREFIX || path.startsWith(`${PUBLIC_PREFIX}/`);
};

/** The language of a request's messages: the one asked for on the public API, English elsewhere. */
export function messageLocaleOf(request: FastifyRequest): MessageLocale {
  if (!isPublic(request.url)) return 'en';
  return askedLocale(request.query, request.headers['accept-language']);
}

/** Says which language the answer's messages are in, and that it depends on Accept-Language. */
export function languageHeaders(reply: FastifyReply, locale: MessageLocale): void {
  const vary = reply.getHeader('vary');
  const list = (typeof vary === 'string' ? vary.split(',') : [])
    .map((value) => value.trim())
    .filter(Boolean);
  if (!list.some((value) => value.toLowerCase() === 'accept-language'))
    list.push('Accept-Language');
  reply.header('content-language', locale).header('vary', list.join(', '));
}

/** Whether a request's answers carry the language headers: every public one. */
export const answersInLanguage = (request: FastifyRequest) => isPublic(request.url);
