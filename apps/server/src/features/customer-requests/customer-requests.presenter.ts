/** All digits but the last four become dots: enough to recognise one's own number, no more. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - 4 ? digit : '•';
  });
}
