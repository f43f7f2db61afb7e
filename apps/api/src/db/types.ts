import type { Role } from "@larkspur/shared/schemas/user";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type UserStatus = "active" | "disabled";
export type VerificationPurpose = "signup" | "transfer" | "password_reset";

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  middle_name: Generated<string>;
  last_name: string;
  phone: string;
  address: Generated<string>;
  occupation: Generated<string>;
  picture: string | null;
  account_number: string;
  role: Generated<Role>;
  status: Generated<UserStatus>;
  transfer_disabled: Generated<boolean>;
  email_verified_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface VerificationsTable {
  id: string;
  user_id: string;
  purpose: VerificationPurpose;
  /** What the code confirms beyond the user, e.g. one transfer. */
  subject_id: string | null;
  secret_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginThrottlesTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  updated_at: UpdatedAt;
}

export interface DevMailboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  login_throttles: LoginThrottlesTable;
  dev_mailbox: DevMailboxTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Verification = Selectable<VerificationsTable>;
