import { ACCOUNT_DELETION_WORD } from '../../../../core/domain';
import { deletionRefusal, namesMember, planAccountDeletion } from '../../../../adapters/firebase/serverEffects/accountDeletionEffects';

describe('deleteMyAccount planner', () => {
  it('refuses a visitor and a missing or wrong word', () => {
    expect(deletionRefusal(null, { confirmation: ACCOUNT_DELETION_WORD })).toBe('unauthenticated');
    expect(deletionRefusal('u1', {})).toBe('invalid-argument');
    expect(deletionRefusal('u1', { confirmation: 'delete' })).toBe('invalid-argument');
    expect(deletionRefusal('u1', null)).toBe('invalid-argument');
    expect(deletionRefusal('u1', { confirmation: ` ${ACCOUNT_DELETION_WORD} ` })).toBeNull();
  });

  it('deletes the own documents, empties the partners’ summaries and lowers bells for unread notices', () => {
    const writes = planAccountDeletion({
      uid: 'me',
      ownPaths: ['users/me', 'users/me/private/contact', 'users/me', 'projects/me', 'users/me/outreach/20000'],
      namingPaths: ['blocks/me_x', 'blocks/y_me', 'reports/me_project_x', 'reports/y_member_me', 'blocks/me_x'],
      partnerIds: ['p1', 'me'],
      notificationsAbout: [
        { owner: 'o1', id: 'application_o1_me', notification: { type: 'application', isRead: false } },
        { owner: 'o1', id: 'chat_me', notification: { type: 'chat', isRead: false } },
        { owner: 'o2', id: 'decision_me_o2', notification: { type: 'application', isRead: true } },
        { owner: 'me', id: 'chat_x', notification: { type: 'chat', isRead: false } },
      ],
      bells: { o1: 3, o2: 0 },
    });
    expect(writes).toEqual([
      { op: 'delete', path: 'users/me' },
      { op: 'delete', path: 'users/me/private/contact' },
      { op: 'delete', path: 'projects/me' },
      { op: 'delete', path: 'users/me/outreach/20000' },
      // Blocks either way and reports by or about the member, each once.
      { op: 'delete', path: 'blocks/me_x' },
      { op: 'delete', path: 'blocks/y_me' },
      { op: 'delete', path: 'reports/me_project_x' },
      { op: 'delete', path: 'reports/y_member_me' },
      { op: 'update', path: 'users/p1/chats/me', data: { otherName: '', otherAvatar: '' } },
      { op: 'delete', path: 'users/o1/notifications/application_o1_me' },
      { op: 'delete', path: 'users/o1/notifications/chat_me' },
      { op: 'delete', path: 'users/o2/notifications/decision_me_o2' },
      // o1 had one unread application notice (the chat one is counted by the summary); o2's was read.
      { op: 'update', path: 'users/o1', data: { unreadNotifications: 2 } },
    ]);
  });

  it('tells a notification about the member by its id or link', () => {
    expect(namesMember('me', 'chat_me', '/chat/me')).toBe(true);
    expect(namesMember('me', 'other', '/project/me')).toBe(true);
    expect(namesMember('me', 'other', '/project/x')).toBe(false);
  });
});
