import { lazy, Suspense } from 'react';
import type { SocialHubSlots } from '../../features/social/components/social-hub';

// Tips and rain in the Social Hub (features/tips): the app composes them into the panel, as a
// feature does not import another. Their buttons come in a chunk of their own.
const TipButton = lazy(async () => ({
  default: (await import('../../features/tips/components/tip-button')).TipButton,
}));
const RainButton = lazy(async () => ({
  default: (await import('../../features/tips/components/tip-button')).RainButton,
}));

/** 'Tip' beside each friend and 'Rain' beside the chat's input. */
export const socialHubSlots: SocialHubSlots = {
  friendActions: (friend) => (
    <Suspense fallback={null}>
      <TipButton userId={friend.id} username={friend.username} small />
    </Suspense>
  ),
  chatActions: (
    <Suspense fallback={null}>
      <RainButton />
    </Suspense>
  ),
};
