/** @aliento/calendar: times as people read them, for every remote that shows or offers times. */
export { addDays, calendarDays, monthsLabel, todayIn, weekdayNames, weeksOf } from './calendar-days';
export type { CalendarDay } from './calendar-days';
export { capitalize, formatDayTime, formatSlotRange, formatSlotTime, groupSlotsByDay } from './group-slots';
export type { SlotDay } from './group-slots';
export { DayPicker } from './day-picker';
export { SlotPicker } from './slot-picker';
export type { SlotPickerProps } from './slot-picker';
export { COMMON_TIME_ZONES, TimeZoneLine } from './time-zone';
export { timeZoneLabel } from '@aliento/contracts/time-zone-label';
