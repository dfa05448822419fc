import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { isPasswordPolicyMet } from '../../shared/validation/fields';
import { MESSAGES } from '../../shared/validation/messages';

let estimator: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** The bundled common-password list (zxcvbn-ts language-common), lower case. */
function getCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(common.dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return commonPasswords;
}

/** zxcvbn score (0-4) a password needs; 3 is "safely unguessable: moderate protection from offline attacks". */
const MIN_STRENGTH_SCORE = 3;

export interface PasswordCheck {
  isValid: boolean;
  message: string;
  score: number;
  suggestions: string[];
}

/**
 * The policy (spec §5) and the strength check: a password on the common list, or one zxcvbn scores
 * below 3 (also with the person's own name or email as hints), is insecure.
 */
export function checkPassword(password: string, userInputs: string[] = []): PasswordCheck {
  if (!isPasswordPolicyMet(password) || password.length > 128) {
    return { isValid: false, message: MESSAGES.passwordPolicy, score: 0, suggestions: [] };
  }
  const lowered = password.toLowerCase();
  const stripped = lowered.replace(/[^a-z0-9]/g, '');
  const onList = getCommonPasswords().has(lowered) || getCommonPasswords().has(stripped);
  const result = getEstimator().check(
    password,
    userInputs.filter(Boolean).map((input) => input.toLowerCase()),
  );
  const isValid = !onList && result.score >= MIN_STRENGTH_SCORE;
  return {
    isValid,
    message: isValid ? '' : MESSAGES.insecurePassword,
    score: onList ? 0 : result.score,
    suggestions: isValid ? [] : result.feedback.suggestions,
  };
}
