import { useMutation } from '@tanstack/react-query';
import { api } from '@/src/workspace/session/api';

/** Spec 3 change password: the current password, the new one and its confirmation. */
export const useChangePassword = () => useMutation({ mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) => api.call('changePassword', { body }) });
