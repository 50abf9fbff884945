import type { Logger } from '../../lib/logger.ts';
import type { LifecycleHooks, MembershipEvent } from '../../types.ts';
import type { NotifyFn, NotifyInput } from './notify.ts';

const planName = (plan: string | null) => (plan === 'annual' ? 'Annual' : plan === 'monthly' ? 'Monthly' : (plan ?? ''));

/** The notification a member gets for each membership change billing reports (decision 181). */
export const membershipNotification = (event: MembershipEvent): NotifyInput => {
  const plan = planName(event.plan);
  switch (event.kind) {
    case 'activated':
      return {
        title: 'Your membership is active',
        message: `Welcome to the collective! Your ${plan ? `${plan} ` : ''}membership is active: the dashboard, content hub and community are open to you.`,
        linkUrl: '/dashboard',
      };
    case 'renewed':
      return { title: 'Membership renewed', message: 'Your membership has been renewed. Thank you for staying with us.', linkUrl: '/account' };
    case 'payment_failed':
      return {
        title: 'Payment failed',
        message: 'We could not take your membership payment. Please update your payment method to keep your access.',
        linkUrl: '/account',
      };
    case 'cancel_scheduled':
      return {
        title: 'Membership cancellation scheduled',
        message: 'Your membership will end at the close of the current billing period. You can resume it any time before then.',
        linkUrl: '/account',
      };
    case 'resumed':
      return { title: 'Membership resumed', message: 'Your membership will continue as before.', linkUrl: '/account' };
    case 'canceled':
      return { title: 'Membership ended', message: 'Your membership has ended. You are welcome back any time.', linkUrl: '/membership' };
    case 'plan_changed':
      return { title: 'Membership plan changed', message: `Your membership is now on the ${plan || 'new'} plan.`, linkUrl: '/account' };
  }
};

/**
 * Notifications follow achievements and membership changes. A failure to notify is logged and
 * never undoes or blocks what triggered it (a sign-in, a payment).
 */
export const subscribeNotifications = (hooks: LifecycleHooks, notify: NotifyFn, log: Logger) => {
  hooks.afterAchievement.push(async ({ userId, achievementId, name }) => {
    try {
      await notify(userId, {
        title: `Achievement Unlocked: ${name}!`,
        message: `You earned the ${name} achievement.`,
        linkUrl: '/dashboard',
        dedupeKey: `achievement:${achievementId}`,
      });
    } catch (error) {
      log.warn({ err: error, userId, achievementId }, 'notification for achievement failed');
    }
  });
  hooks.afterMembershipChange.push(async (event) => {
    try {
      await notify(event.userId, membershipNotification(event));
    } catch (error) {
      log.warn({ err: error, userId: event.userId, kind: event.kind }, 'notification for membership change failed');
    }
  });
};
