// Creating organizations with their first admin (the CLI and the demo seed use it).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Prisma, PrismaClient, UserType } from '../generated/prisma/client.js';
import { hashPassword } from '../auth/password.js';
import { parseInput } from '../errors.js';

const newOrgSchema = z.object({
  name: z.string().trim().min(1, 'The organization needs a name.').max(100),
  adminEmail: z.email('Enter a valid e-mail address.').transform((e) => e.toLowerCase()),
  adminPassword: z.string().min(10, 'The password needs at least 10 characters.').optional(),
  adminFirstName: z.string().trim().min(1).default('Admin'),
  adminLastName: z.string().trim().default(''),
  planName: z.string().default('Starter'),
  isEnterprise: z.boolean().default(false),
});

/** password is hashed here; passwordHash is taken as is (one of the two). */
export type NewUser = {
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  isSuperUser?: boolean;
  password?: string;
  passwordHash?: string;
  language?: string;
  tenantId?: string | null;
};
type UserClient = Pick<Prisma.TransactionClient, 'user'>;

/** A username derived from the e-mail, made unique with a suffix when taken. */
async function uniqueUsername(prisma: UserClient, email: string) {
  const base = email.split('@')[0].replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 40) || 'user';
  for (let i = 0; ; i++) {
    const candidate = i === 0 ? base : `${base}${i + 1}`;
    if (!(await prisma.user.findUnique({ where: { username: candidate } }))) return candidate;
  }
}

export async function createUser(prisma: UserClient, orgId: string, user: NewUser) {
  return prisma.user.create({
    data: {
      orgId,
      email: user.email.toLowerCase(),
      username: await uniqueUsername(prisma, user.email),
      firstName: user.firstName,
      lastName: user.lastName,
      type: user.type,
      isSuperUser: user.isSuperUser ?? false,
      language: user.language ?? 'en-US',
      tenantId: user.tenantId ?? null,
      passwordHash: user.passwordHash ?? (user.password !== undefined ? await hashPassword(user.password) : null),
    },
  });
}

/** Creates an organization and its first admin (a super user); generates a password when none is given. */
export async function createOrganization(prisma: PrismaClient, input: unknown) {
  const data = parseInput(newOrgSchema, input);
  if (await prisma.user.findUnique({ where: { email: data.adminEmail } })) {
    throw new Error(`A user with the e-mail address ${data.adminEmail} already exists.`);
  }
  const password = data.adminPassword ?? randomBytes(12).toString('base64url');
  const org = await prisma.organization.create({ data: { name: data.name, planName: data.planName, isEnterprise: data.isEnterprise } });
  const admin = await createUser(prisma, org.id, {
    email: data.adminEmail,
    firstName: data.adminFirstName,
    lastName: data.adminLastName,
    type: 'ADMIN',
    isSuperUser: true,
    password,
  });
  return { org, admin, password };
}
