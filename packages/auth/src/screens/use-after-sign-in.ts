import { useNavigate } from 'react-router-dom';
import { areaOfRole, areaPath, type SessionUser } from '@vigia/domain';
import { takeReturnPath } from '@vigia/auth';

/** After sign-in: back to the protected path first asked for, if it is in the user's area. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  return (user: SessionUser) => {
    const area = areaOfRole(user.role);
    const wanted = takeReturnPath();
    if (area && wanted?.startsWith(`/${area}/`)) navigate(wanted, { replace: true });
    else navigate(area ? areaPath(area) : '/', { replace: true });
  };
}
