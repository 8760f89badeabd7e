import { emailMaxLength, emailProblem, validationMessages } from './patterns';

/** i18n keys of the newsletter form's email errors (markets/locales, `newsletter`). */
export const newsletterMessages = {
  required: 'newsletter.emailRequired',
  invalid: 'newsletter.emailInvalid',
} as const;

export type NewsletterMessage = (typeof newsletterMessages)[keyof typeof newsletterMessages];

/** What is wrong with a newsletter email (an i18n key), or null when it may be posted. */
export function newsletterEmailProblem(value: string): NewsletterMessage | null {
  const problem = emailProblem(value);
  if (problem === null) return null;
  return problem === validationMessages.required ? newsletterMessages.required : newsletterMessages.invalid;
}

/**
 * The HTML `pattern` of the email input, for browsers without scripting (native validation
 * then refuses what the script would): emailPattern without its anchors, which the browser
 * adds. Browsers compile it with the `v` flag; `[.]` rather than `\.` because Node 20's V8
 * mis-matches `(?:\.[^…]+)+` in that mode. A unit test keeps it agreeing with emailPattern.
 */
export const newsletterEmailInputPattern = '[^\\s@]+@[^\\s@.]+(?:[.][^\\s@.]+)+';

export { emailMaxLength as newsletterEmailMaxLength };
