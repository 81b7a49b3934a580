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
    setTargets: 'Targets',
    targets: {
      title: 'Gauge targets',
      intro:
        'Daily figures per user (talk time in minutes). A week counts 5 days, a month 21; a team adds up its members. A gauge turns amber below the warning threshold and red below the error threshold.',
      metric: 'Metric',
      target: 'Target',
      warning: 'Warning below',
      error: 'Error below',
      save: 'Save',
      cancel: 'Cancel',
      saveFailed: 'Unable to save setting. {{message}}',
    },
    metric: { callsOut: 'Calls out', callsIn: 'Calls in', connects: 'Connects', talkTime: 'Talk time', emails: 'Emails', demos: 'Demos' },
  },
} as const;
