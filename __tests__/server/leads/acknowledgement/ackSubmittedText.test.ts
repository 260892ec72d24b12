/**
 * What of a visitor's text an acknowledgement repeats (docs/security.md#acknowledgement-mail): a name that
 * looks like a name, else nothing, with the template's text closed up around the missing name.
 */
import { echoableName, leaveOut } from '../../../../src/server/leads/acknowledgement/submittedText';

describe('echoableName', () => {
  it.each([
    ['Sara Ahmed', 'Sara Ahmed'],
    ['  Sara   Ahmed ', 'Sara Ahmed'],
    ['ليلى', 'ليلى'],
    ['عبدُ الله بن محمد آل سعود', 'عبدُ الله بن محمد آل سعود'],
    ["Anne-Marie O'Neil", "Anne-Marie O'Neil"],
    ['J. R. Smith', 'J. R. Smith'],
    ['J.R. Smith', 'J.R. Smith'],
    ['Dr. Omar Haddad', 'Dr. Omar Haddad'],
    ['Zoë Ćirić', 'Zoë Ćirić'],
    ['a'.repeat(60), 'a'.repeat(60)],
  ])('repeats %j', (raw, echoed) => {
    expect(echoableName(raw)).toBe(echoed);
  });

  it.each([
    ['a sentence with a link', 'Your account is suspended. Log in at http://evil.example'],
    ['a bare domain', 'evil.example'],
    ['a domain among words', 'Visit evil.example now'],
    ['www', 'www.evil'],
    ['a full-width dot', 'evil．example'],
    ['a scheme', 'javascript:alert'],
    ['an email address', 'sara@example.com'],
    ['a phone number', 'Call 0501234567'],
    ['digits', 'Sara 2'],
    ['Arabic-Indic digits', 'اتصل ٠٥٠١٢٣٤٥٦٧'],
    ['a line break', 'Sara\nAhmed'],
    ['a carriage return', 'Sara\rAhmed'],
    ['a Unicode line separator', 'Sara\u2028Ahmed'],
    ['a sentence stop after a long word', 'Your account is suspended. Call us'],
    ['a bidi override', 'Sara\u202eAhmed'],
    ['symbols', 'Sara <b>Ahmed</b>'],
    ['an emoji', 'Sara 🙂'],
    ['too long', 'a'.repeat(61)],
    ['blank', '   '],
    ['no letter', "- ' -"],
  ])('does not repeat %s', (_label, raw) => {
    expect(echoableName(raw)).toBeNull();
  });
});

describe('leaveOut', () => {
  it.each([
    ['Hello {name},\nThanks.', 'Hello,\nThanks.'],
    ['مرحباً {name}،\nشكراً.', 'مرحباً،\nشكراً.'],
    ['Welcome, {name}!', 'Welcome!'],
    ['{name}, thank you.', 'thank you.'],
    ['Thanks {name}: {reference}', 'Thanks: {reference}'],
    ['Dear {name}\nWe got it.', 'Dear\nWe got it.'],
    ['Dear {name} and family', 'Dear and family'],
    ['{reference} for {company}', '{reference} for {company}'],
  ])('%j → %j', (text, result) => {
    expect(leaveOut(text, 'name')).toBe(result);
  });
});
