/** role-based-email-addresses ships no types: its main export is the list of role local parts. */
declare module 'role-based-email-addresses' {
  const roleLocalParts: readonly string[];
  export default roleLocalParts;
}
