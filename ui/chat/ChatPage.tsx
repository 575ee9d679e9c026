import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { ChatScreen } from './ChatScreen';
import { useSession } from '../stores/SessionContext';

/**
 * Chat (/chat/:receiverId): the one-to-one conversation (spec 2 Chat). One screen (and one
 * store) per member and partner: moving to another conversation starts afresh.
 */
export default observer(function ChatPage() {
  const { receiverId = '' } = useParams<{ receiverId: string }>();
  const session = useSession();
  const uid = session.uid;
  // The route guard lets only signed-in members in.
  if (!uid) return null;
  return <ChatScreen key={`${uid}\u0000${receiverId}`} myUid={uid} otherId={receiverId} />;
});
