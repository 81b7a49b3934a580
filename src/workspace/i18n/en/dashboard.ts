/** English texts of the dashboard area. */
export const dashboardEn = {
  dashboard: {
    title: 'Dashboard',
    period: 'Period',
    currentDay: 'Day',
    currentWeek: 'Week',
    currentMonth: 'Month',
    view: 'View',
    me: 'Me',
    other: 'Other',
    pickUserOrTeam: 'User or team',
    users: 'Users',
    teams: 'Teams',
    target: 'Target {{target}}',
    loadError: 'Could not retrieve data from server.',
    metric: { callsOut: 'Calls out', callsIn: 'Calls in', connects: 'Connects', talkTime: 'Talk time', emails: 'Emails', demos: 'Demos' },
  },
} as const;
