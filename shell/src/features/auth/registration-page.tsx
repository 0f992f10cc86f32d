// TEMPORARY: replaced by the registration wizard (issue 6).
export function RegistrationPage() {
  return null;
}
