import { useSelector } from 'react-redux';
import { selectIsMobile } from '@parks/site';

/** The site state's mobile layout flag (chosen from the user-agent, SPEC §1), unless a prop overrides it. */
export function useSiteMobile(override?: boolean): boolean {
  const mobile = useSelector(selectIsMobile);
  return override ?? mobile;
}
