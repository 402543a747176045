/** Mutation keys of the auth requests (namespaced: the shell's QueryClient is shared). */
export const authKeys = {
  all: ['account', 'auth'] as const,
  signInWithPassword: () => [...authKeys.all, 'sign-in-with-password'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  passwordReset: () => [...authKeys.all, 'password-reset'] as const,
  phoneCode: () => [...authKeys.all, 'phone-code'] as const,
  verifyPhoneCode: () => [...authKeys.all, 'verify-phone-code'] as const,
  updatePassword: () => [...authKeys.all, 'update-password'] as const,
};
