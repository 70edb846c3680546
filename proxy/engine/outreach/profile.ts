// Reads what an outreach message can be built on from free text (a LinkedIn profile's text or
// notes): the person's first name, role, company, and one detail worth mentioning.
export interface ProfileFacts {
  firstName?: string;
  role?: string;
  company?: string;
  detail?: string;
}

const ROLE_AT_COMPANY = /\b([A-Z][\w&/ -]{1,60}?)\s+(?:at|@)\s+([A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,3})/;
const NAME_LINE = /^([A-Z][a-z'’-]+)(?:\s+[A-Z][a-z'’-]+){1,2}$/;
const DETAIL = /\b(recently|launched|wrote|spoke|hiring|promoted|raised|joined|built|led|published|grew)\b/i;

export function readProfile(input: string): ProfileFacts {
  const lines = input
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const facts: ProfileFacts = {};
  const nameLine = lines.find((line) => NAME_LINE.test(line));
  if (nameLine) facts.firstName = nameLine.split(/\s+/)[0];
  const roleMatch = lines.map((line) => ROLE_AT_COMPANY.exec(line)).find(Boolean);
  if (roleMatch) {
    facts.role = roleMatch[1]!.trim();
    facts.company = roleMatch[2]!.trim().replace(/[.,]$/, '');
  }
  const detail = input
    .split(/(?<=[.!?])\s+|\n/)
    .map((s) => s.trim())
    .find((s) => DETAIL.test(s) && s.length <= 160);
  if (detail) facts.detail = detail.replace(/[.!?]+$/, '');
  return facts;
}
