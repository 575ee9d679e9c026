import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '../../core/domain';
import { Avatar } from '../components/Avatar';
import { displayName, roleLabel } from '../texts';
import { LineIcon } from '../components/LineIcon';
import { chatTexts } from './texts';
import { Link } from '../components/Link';

const t = chatTexts;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.xs} ${theme.space.xs}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.sm} ${theme.space.sm}`};
  }
`;

const BackLink = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  svg {
    width: 24px;
    height: 24px;
  }
`;

/** The back link's text shows from tablet width; phones show the arrow (the link keeps its name). */
const BackText = styled.span`
  ${({ theme }) => theme.media.phoneOnly} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Who = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  min-height: 44px;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Action = styled.div`
  flex: none;
  margin-left: auto;
`;

const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.h1`
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Sub = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1.4;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function BackIcon() {
  return (
    <LineIcon>
      <path d="M15 18l-6-6 6-6" />
    </LineIcon>
  );
}

/**
 * The conversation's header: back to 我的訊息, the partner (avatar, name, headline) linking to
 * their profile, and an action at the end (封鎖 / 解除封鎖).
 */
export function ChatHeader({ partner, action }: { partner: UserProfile; action?: ReactNode }) {
  const name = displayName(partner.name);
  const sub = partner.headline.trim() || roleLabel(partner.role);
  return (
    <Bar>
      <BackLink to="/inbox" aria-label={t.backToInboxLabel}>
        <BackIcon />
        <BackText>{t.backToInbox}</BackText>
      </BackLink>
      <Who to={`/profile/${encodeURIComponent(partner.uid)}`} title={t.viewProfile(name)}>
        <Avatar src={partner.avatarUrl} name={name} size={40} decorative />
        <Names>
          <Name>{name}</Name>
          <Sub>{sub}</Sub>
        </Names>
      </Who>
      {action ? <Action>{action}</Action> : null}
    </Bar>
  );
}

/** The header of a conversation whose partner deleted their account: no profile to link to. */
export function DeletedPartnerHeader() {
  return (
    <Bar>
      <BackLink to="/inbox" aria-label={t.backToInboxLabel}>
        <BackIcon />
        <BackText>{t.backToInbox}</BackText>
      </BackLink>
      <Names>
        <Name>{t.deletedMember}</Name>
      </Names>
    </Bar>
  );
}
