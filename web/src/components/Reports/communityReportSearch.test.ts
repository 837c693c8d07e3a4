import { describe, expect, it } from 'vitest'
import { communityReportExportUrl, readCommunityReportSearch, reportVariables } from './communityReportSearch'

describe('communityReportSearch', () => {
  it('reads the filters from the address; Last 30 Days when no range (or an unknown one) is there', () => {
    expect(readCommunityReportSearch('')).toEqual({ batchId: null, groupId: null, stageId: null, range: 'Last 30 Days', status: null })
    expect(readCommunityReportSearch('?batch=4&group=x&stage=2&range=Last+7+Days&status=Not+Enrolled')).toEqual({
      batchId: 4,
      groupId: null,
      stageId: 2,
      range: 'Last 7 Days',
      status: 'Not Enrolled',
    })
    expect(readCommunityReportSearch('?range=Last+8+Days&status=Gone')).toMatchObject({ range: 'Last 30 Days', status: null })
    expect(reportVariables(readCommunityReportSearch('?range=None&batch=3'))).toEqual({ batchId: 3, groupId: null, stageId: null, range: 'None' })
  })

  it('the export takes the same filters and the acting role', () => {
    const search = readCommunityReportSearch('?batch=4&range=Last+15+Days&status=Active')
    expect(communityReportExportUrl('xlsx', search, 'team-lead')).toBe('/api/community-report-export?format=xlsx&batchId=4&range=Last+15+Days&status=Active&as=team-lead')
    expect(communityReportExportUrl('csv', readCommunityReportSearch(''), null)).toBe('/api/community-report-export?format=csv&range=Last+30+Days')
  })
})
