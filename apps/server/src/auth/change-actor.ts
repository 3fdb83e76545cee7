import type { SessionContext } from './sessions.ts';
import { personName } from '../presenters/people.presenter.ts';
import type { ChangeActor } from '../repositories/company-changes.repository.ts';

/** The audit trail's "who": the session's person, by id and by name. */
export const changeActorOf = (session: SessionContext): ChangeActor => ({
  userId: session.user.id,
  name: personName(session.user),
});
