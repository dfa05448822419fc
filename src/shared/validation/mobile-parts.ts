/**
 * A form's mobile parts as a request sends them (MobileSchema's input). Apart from mobile-field.ts so
 * code that only passes a number on does not load libphonenumber-js.
 */
interface MobileParts {
  mobileCountry: string;
  /** Optional: absent in drafts saved before the area had its own field. */
  mobileArea?: string | undefined;
  mobileNumber: string;
}

/** The parts to send: the area only when one was typed, so a number without one reads as before. */
export function mobileOfParts(parts: MobileParts): MobileParts {
  const mobileArea = parts.mobileArea?.trim();
  return {
    mobileCountry: parts.mobileCountry,
    ...(mobileArea ? { mobileArea } : {}),
    mobileNumber: parts.mobileNumber,
  };
}
