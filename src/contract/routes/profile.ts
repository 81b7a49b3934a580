import { defineRoute } from '../route';
import { dialingPlanBody, dialingPlanReply } from '../entities/profile';

/** My profile (spec 3 settings/my-profile): the user's own settings. */
export const profileRoutes = {
  dialingPlan: defineRoute({ method: 'GET', path: '/users/me/dialing-plan', reply: dialingPlanReply, auth: 'session' }),
  updateDialingPlan: defineRoute({ method: 'PUT', path: '/users/me/dialing-plan', body: dialingPlanBody, reply: dialingPlanReply, auth: 'session' }),
};
