import * as v from 'valibot';
import { optionalEmail, requiredText, text } from './fields.ts';
import type { Intake } from './party-link.ts';
import { phoneToE164 } from './phone.ts';
import type { QuoteLine } from './quote.ts';

// The people of a booking's party, face by face: each with her own services (a bride's makeup and hair are one
// person, two lines), her own phone and e-mail, and who pays for her. The quote's lines carry the person's id, so
// the party counts people, never lines.

export const PAYERS = ['client', 'self'] as const;
export type Payer = (typeof PAYERS)[number];
export const MAX_SERVICES_PER_PERSON = 6;

/** A person in a booking's party, as stored and as answered. */
export interface PartyPerson {
  /** Stable, made by the server (newId()) when the body leaves it out; kept on every later save. */
  id: string;
  /** Name or role. */
  name: string;
  /** 1..6 service names from her price list, in the order typed. */
  services: string[];
  /** '' when not given. */
  phone: string;
  /** '' when not given. */
  email: string;
  /** 'client' by default. */
  payer: Payer;
  /** Default: true when her only service is the flower-girl add-on, else false. */
  minor: boolean;
}

/**
 * What the server keeps of a person's own party link (contract/party-link.ts), never answered as it is: the link's
 * version (none stored: version 1, the link every person has from the start), the sha-256 of the device token of the
 * phone that claimed it, and when her last intake alert went out (at most one an hour).
 */
export interface PartyLinkState {
  version: number;
  issuedAt: string;
  /** sha-256 (hex) of the claiming phone's device token; absent while no phone holds the link. */
  deviceHash?: string;
  claimedAt?: string;
  /** When the artist was last alerted that this person completed her intake. */
  intakeAlertedAt?: string;
}

/** A person as the booking stores her: her facts, and her link and intake, which only her link and the dashboard read. */
export interface StoredPartyPerson extends PartyPerson {
  partyLink?: PartyLinkState;
  /** Her intake once she sent it; deleted (null) `intakeKeepDays` after the wedding. */
  intake?: Intake | null;
}

/** The person's facts alone: what any answer may carry of her (never her link's state or her intake). */
export const personFacts = (person: PartyPerson): PartyPerson => ({
  id: person.id,
  name: person.name,
  services: [...person.services],
  phone: person.phone,
  email: person.email,
  payer: person.payer,
  minor: person.minor,
});

/** The child's add-on of her price list ("Flower Girl Makeup (12 & Under)"): whoever has only it is a minor. */
export const isChildService = (serviceName: string) => /flower[\s-]?girl|\b(child|kids?)\b/i.test(serviceName);

/** A person is a minor by default when every one of her services is a child's (the flower-girl add-on). */
export const defaultMinor = (services: readonly string[]) => services.length > 0 && services.every(isChildService);

/** "1 person", "6 people": the party counts people, never their services. */
export const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

const serviceName = requiredText('Service', 120);

/** The person as typed: the new form, or the old `{ name, service }` one read as one service. */
const personFields = v.object({
  id: v.optional(v.pipe(v.string('Person id must be text'), v.trim(), v.maxLength(100, 'Person id is too long')), ''),
  name: requiredText('Name or role', 80),
  services: v.pipe(
    v.array(serviceName, 'Services must be a list'),
    // Named by the service the form shows the message beside: the first (none chosen) or the one too many.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const services = dataset.value;
      const fail = (key: number, message: string) =>
        addIssue({
          message,
          path: [{ type: 'array', origin: 'value', input: services, key, value: services[key] }],
        });
      if (services.length === 0) fail(0, 'Choose a service');
      else if (services.length > MAX_SERVICES_PER_PERSON) {
        fail(MAX_SERVICES_PER_PERSON, `One person can have at most ${MAX_SERVICES_PER_PERSON} services`);
      }
    }),
  ),
  phone: v.optional(
    v.pipe(
      text('Phone', 40),
      v.check((phone) => phone === '' || phoneToE164(phone) !== '', 'Phone must be a number that can receive a text'),
    ),
    '',
  ),
  email: optionalEmail('E-mail', 'E-mail must be an address such as maya@gmail.com'),
  payer: v.optional(v.picklist(PAYERS, 'Payer must be client or self'), 'client'),
  /** Left out: the default (defaultMinor). */
  minor: v.optional(v.boolean('Minor must be true or false')),
});

/**
 * One person of the booking body: `{ id?, name, services, phone?, email?, payer?, minor? }`, or the old
 * `{ name, service }` (one service). The answer always carries `services` and an `id`.
 */
export const partyPersonInput = v.pipe(
  v.unknown(),
  v.transform((input) => {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
    const person = input as Record<string, unknown>;
    if (person.services !== undefined || person.service === undefined) return person;
    const { service, ...rest } = person;
    return { ...rest, services: [service] };
  }),
  personFields,
);
export type PartyPersonInput = v.InferOutput<typeof partyPersonInput>;

/** The stored person from what was typed; `newId` makes the id of a person the body sends without one. */
export const partyPersonOf = (input: PartyPersonInput, newId: () => string): PartyPerson => ({
  id: input.id || newId(),
  name: input.name,
  services: [...input.services],
  phone: input.phone,
  email: input.email,
  payer: input.payer,
  minor: input.minor ?? defaultMinor(input.services),
});

/**
 * A booking stored before people had services of their own (no `party`, lines without `personId`): each line was
 * one person. Her id is made from the booking's, so reading the same file twice gives the same ids.
 */
export function upgradedParty(
  bookingId: string,
  lines: readonly QuoteLine[],
): { party: PartyPerson[]; lines: QuoteLine[] } {
  const party = lines.map<PartyPerson>((line, index) => ({
    id: `${bookingId}-p${index + 1}`,
    name: line.name,
    services: [line.service],
    phone: '',
    email: '',
    payer: 'client',
    minor: false,
  }));
  return { party, lines: lines.map((line, index) => ({ ...line, personId: party[index]!.id })) };
}
