/** English texts of the inbound queues: the agent's readiness in the phone and the queue monitor (spec 3 sections 2 and 4). */
export const acdEn = {
  acd: { queueCall: 'Queue: {{name}}', readiness: { label: 'Queue calls', ready: 'Ready', paused: 'On break', failed: 'Could not change your status' } },
  queueMonitor: {
    loading: 'Loading queues…',
    loadError: 'Unable to retrieve data from server',
    retry: 'Try again',
    emptyTitle: 'No queue yet',
    empty: 'Inbound queues appear here once an administrator has set one up.',
    noAgents: 'This queue has no agents',
    col: {
      name: 'Name',
      available: 'Available',
      busy: 'Busy',
      workOff: 'Working Offline',
      break: 'On Break',
      active: 'Active Users',
      waiting: 'Waiting in Queue',
      maxWaiting: 'Longest Waiting',
      enterToday: 'Entered Queue Today',
      abandonToday: 'Abandoned Today',
      acceptToday: 'Accepted Today',
      avgHandleTimeToday: 'AVG Handle Time Today',
      avgWaitTimeToday: 'AVG Wait Time Today',
    },
  },
};
