/** A company's normal working hours (Company admin > Preferences), in its own time zone. */
export interface CompanyHours {
  timezone: string;
  /** "HH:MM", 24-hour. */
  workdayStart: string;
  workdayEnd: string;
  /** 0 Sunday … 6 Saturday. */
  workdays: readonly number[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** Whether the moment falls inside the company's working hours, on one of its workdays. */
export function isWorkingTime(time: number, hours: CompanyHours): boolean {
  const parts = formatterOf(hours.timezone).formatToParts(time);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday'));
  const clock = `${part('hour')}:${part('minute')}`;
  return (
    hours.workdays.includes(weekday) && clock >= hours.workdayStart && clock < hours.workdayEnd
  );
}
