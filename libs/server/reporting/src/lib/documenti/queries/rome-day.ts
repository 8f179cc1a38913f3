/** The calendar day (YYYY-MM-DD) of an instant in Europe/Rome, where the facilities are: the kernel's calendar. */
export { romeDay } from '@registro/server-kernel';
