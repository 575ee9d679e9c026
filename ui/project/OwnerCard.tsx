import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import { Avatar } from '../components/Avatar';
import { ButtonLink } from '../components/Button';
import { ReportButton } from '../reports/ReportButton';
import { displayName, roleLabel } from '../texts';
import type { ProjectDetailStore } from './ProjectDetailStore';
import { DetailCard } from './DetailCard';
import { projectTexts } from './texts';

const CardBox = styled(DetailCard)`
  gap: ${({ theme }) => theme.space.md};
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const PersonText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The sidebar's owner card: avatar, name, role, headline, profile link, and 傳送訊息 for other members. */
export const OwnerCard = observer(function OwnerCard({ store }: { store: ProjectDetailStore }) {
  const t = projectTexts.owner;
  const project = store.project;
  if (!project) return null;
  const owner = store.owner;
  const name = displayName(owner?.name || project.ownerName);
  const avatar = owner?.avatarUrl || project.ownerAvatar;
  const id = encodeURIComponent(project.ownerId);
  return (
    <CardBox as="section" aria-labelledby="project-owner-heading">
      <H2 id="project-owner-heading">{t.heading}</H2>
      <Person>
        <Avatar src={avatar} name={name} size={64} decorative />
        <PersonText>
          <Name>{name}</Name>
          {owner?.role ? <Muted>{roleLabel(owner.role)}</Muted> : null}
          {owner?.headline ? <Muted>{owner.headline}</Muted> : null}
        </PersonText>
      </Person>
      <Buttons>
        {!store.isOwner && !store.blockedByMe ? (
          <ButtonLink to={`/chat/${id}`} variant="secondary" fullWidth>
            {t.sendMessage}
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/profile/${id}`} variant="ghost" fullWidth>
          {t.viewProfile}
        </ButtonLink>
        {store.viewer.uid && !store.isOwner ? (
          <ReportButton target={{ kind: 'project', id: project.id }} fullWidth />
        ) : null}
      </Buttons>
    </CardBox>
  );
});
