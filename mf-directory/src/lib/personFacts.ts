import { formatInZone, formatPhone } from '@portal/shared';
import type { DirectoryPerson } from '../api/directoryApi';

export interface PersonFact {
  label: string;
  text: string;
  /** tel: or mailto: link when the fact can be acted on. */
  href?: string;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const RELATIONSHIP_LABELS: Record<string, string> = { In_Laws: 'In Laws' };

/** Birthday as month and day: the year is nobody's business. */
export function birthdayText(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  return formatInZone(date, 'UTC', { month: 'long', day: 'numeric' });
}

/**
 * The facts of a person to show, in order, only those the server let through (spec 5 phone
 * display; tap-to-call and tap-to-email for visible numbers and addresses).
 */
export function personFacts(person: DirectoryPerson): PersonFact[] {
  const facts: PersonFact[] = [];
  const phone = person.primaryPhone ?? person.phoneNumber;
  if (phone) facts.push({ label: 'Phone', text: formatPhone(phone), href: telHref(phone) });
  if (person.secondaryPhone) {
    facts.push({
      label: 'Other phone',
      text: formatPhone(person.secondaryPhone),
      href: telHref(person.secondaryPhone),
    });
  }
  if (person.email)
    facts.push({ label: 'Email', text: person.email, href: `mailto:${person.email}` });
  if (person.address) facts.push({ label: 'Address', text: person.address });
  if (person.building) facts.push({ label: 'Building', text: person.building });
  if (person.birthdate) facts.push({ label: 'Birthday', text: birthdayText(person.birthdate) });
  if (person.jobTitle) facts.push({ label: 'Job title', text: person.jobTitle });
  if (person.department) facts.push({ label: 'Department', text: person.department });
  if (person.relationship) {
    facts.push({
      label: 'Relationship',
      text: RELATIONSHIP_LABELS[person.relationship] ?? person.relationship,
    });
  }
  return facts;
}
