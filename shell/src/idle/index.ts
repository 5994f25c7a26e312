export { IdleManager, SESSION_EXPIRED_PATH, type IdleManagerProps } from './IdleManager.tsx';
