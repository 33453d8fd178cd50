/*
 * The patterns of form fields. Each is anchored, matches the whole value and is safe from
 * catastrophic backtracking (no nested quantifier can match the same text two ways). Where a
 * pattern follows a published format, the comment names the source.
 */

/**
 * A UK mobile number: 07 followed by 9 digits, or +44 7 followed by 9 digits, with an optional
 * space after the 5-digit prefix (+44 and 7 plus 3 digits) and between the last two groups of
 * three: 07123456789, 07123 456789, 07123 456 789, +44 7123 456789, +447123456789.
 * Mobile ranges as Ofcom's National Telephone Numbering Plan allocates them: 071 to 075, 077 to
 * 079, and 07624 (Isle of Man); 070 (personal numbers) and the other 076 numbers (pagers) are not
 * mobiles.
 */
export const ukMobile = /^(?:\+44 ?|0)7(?:[1-57-9][0-9]{2}|624) ?[0-9]{3} ?[0-9]{3}$/;

/**
 * A UK landline number: a geographic number (01 with 9 or 10 digits, 02 with 10 digits) or a
 * non-geographic number charged at geographic rates (03, 10 digits), per Ofcom's National
 * Telephone Numbering Plan; the leading 0 may be written +44; single spaces may separate digits:
 * 020 7946 0018, 0161 496 0000, 01632 960001, 016977 4567, +44 20 7946 0018, 0300 123 1000.
 */
export const ukLandline = /^(?:\+44 ?|0)(?:1(?: ?[0-9]){8,9}|[23](?: ?[0-9]){9})$/;

/** A loose postcode, of any country: 2 to 9 letters, digits or spaces. */
export const postcode = /^[A-Za-z0-9 ]{2,9}$/;

/**
 * A UK postcode, after the UK Government Data Standards Catalogue's postcode pattern (the one quoted
 * on Wikipedia's "Postcodes in the United Kingdom", Validation): outward code A9, A99, AA9, AA99,
 * A9A or AA9A (second letter never I or Z), an optional space, inward code 9AA; and the special
 * GIR 0AA. Letters in either case: SW1A 1AA, l1 8jq, EC1A1BB.
 */
export const ukPostcode =
  /^(?:GIR ?0AA|(?:[A-Z][0-9]{1,2}|[A-Z][A-HJ-Y][0-9]{1,2}|[A-Z][0-9][A-Z]|[A-Z][A-HJ-Y][0-9][A-Z]?) ?[0-9][A-Z]{2})$/i;

/**
 * A National Insurance number, per HMRC's National Insurance Manual NIM39110: two prefix letters
 * (the first not D, F, I, Q, U or V; the second not D, F, I, O, Q, U or V; never BG, GB, KN, NK,
 * NT, TN or ZZ), six digits, and a suffix letter A to D; spaces may separate the pairs, in either
 * case: AB123456C, AB 12 34 56 C.
 */
export const niNumber =
  /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D]$/i;

/**
 * A passport number: 6 to 9 letters or digits, no spaces. ICAO Doc 9303 (part 4, machine readable
 * passports) gives the document number at most 9 letters and digits; UK passports (HM Passport
 * Office) have 9 digits. Fewer than 6 characters is taken as a typing mistake.
 */
export const passport = /^[A-Z0-9]{6,9}$/i;

/**
 * A GB driving licence number (DVLA, the 16-character "driver number" of field 5 of the card):
 * the first 5 letters of the surname padded with 9s, the decade digit of the year of birth, the
 * month of birth (plus 50 for women), the day of birth, the last digit of the year of birth, two
 * initials padded with 9, a digit, and two check characters; optionally a space and the 2-digit
 * issue number: MORGA753116SM9IJ, MORGA753116SM9IJ 35.
 */
export const drivingLicence =
  /^[A-Z9]{5}[0-9](?:0[1-9]|1[0-2]|5[1-9]|6[0-2])(?:0[1-9]|[12][0-9]|3[01])[0-9][A-Z9]{2}[0-9][A-Z0-9]{2}(?: ?[0-9]{2})?$/i;

/**
 * A travel visa number: 6 to 9 letters or digits, no spaces. ICAO Doc 9303 (part 7, machine
 * readable visas) gives the visa's document number at most 9 letters and digits (a UK biometric
 * residence permit number, 2 letters and 7 digits, fits too).
 */
export const travelVisa = /^[A-Z0-9]{6,9}$/i;

/**
 * A bank sort code: 6 digits, or three pairs of digits separated by hyphens (nn-nn-nn),
 * and not all zeros: 123456, 12-34-56.
 */
export const sortCode = /^(?!00-?00-?00$)[0-9]{2}(-?)[0-9]{2}\1[0-9]{2}$/;

/** A bank account number: 1 to 17 letters or digits. */
export const bankAccountNumber = /^[A-Za-z0-9]{1,17}$/;

/**
 * An e-mail address: the WHATWG HTML standard's "valid e-mail address" (what
 * `<input type="email">` accepts), except that the domain needs at least one dot, as an address
 * reachable on the internet does: ada@example.com, first.last+tag@mail.example.co.uk.
 */
export const email =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * A decimal number as typed: an optional sign, digits with an optional decimal point, no
 * exponent, no spaces: 51.5, -0.12, +3, .5.
 */
export const decimalNumber = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/**
 * A date as forms take it (DD/MM/YYYY): two-digit day 01 to 31, two-digit month 01 to 12,
 * four-digit year. Whether the day exists in that month is checked apart (`parseFormDate`).
 */
export const formDate = /^(0[1-9]|[12][0-9]|3[01])\/(0[1-9]|1[0-2])\/([0-9]{4})$/;
