import {
  companySchema,
  DEFAULT_COMPANY_TIMEZONE,
  userSchema,
  type Company,
  type User,
} from '@ronda/shared';
import { useMemo } from 'react';
import { useAuth } from './auth-store';

export interface ConsoleSession {
  user: User | null;
  company: Company | null;
  /** The company's time zone, for "today" and every date shown. */
  timeZone: string;
}

/** The signed-in user and company as the login call stored them, read through the shared schemas. */
export function useConsoleSession(): ConsoleSession {
  const { user, company } = useAuth();
  return useMemo(() => {
    const parsedUser = userSchema.safeParse(user);
    const parsedCompany = companySchema.safeParse(company);
    const known = parsedCompany.success ? parsedCompany.data : null;
    return {
      user: parsedUser.success ? parsedUser.data : null,
      company: known,
      timeZone: known?.timezone ?? DEFAULT_COMPANY_TIMEZONE,
    };
  }, [user, company]);
}
