import { gql } from '@apollo/client'
import { MockedProvider, type MockedResponse } from '@apollo/client/testing'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createCell, isDataEmpty } from './cell'

const QUERY = gql`
  query FindStages($batch: Int!) {
    stages(batch: $batch) {
      id
      name
    }
  }
`

type Stage = { id: number; name: string }
type Data = { stages: Stage[] }

const StagesCell = createCell<{ batch: number }, Data>({
  QUERY,
  Empty: () => <p>No stages yet</p>,
  Success: ({ stages, refetch }) => (
    <div>
      <ul>
        {stages.map((s) => (
          <li key={s.id}>{s.name}</li>
        ))}
      </ul>
      <button onClick={() => refetch()}>Refresh</button>
    </div>
  ),
})

function mock(result: MockedResponse['result'] | undefined, error?: Error): MockedResponse {
  return { request: { query: QUERY, variables: { batch: 17 } }, result, error }
}

const stage = (id: number, name: string) => ({ __typename: 'Stage', id, name })

function renderCell(mocks: MockedResponse[], cell = <StagesCell batch={17} />) {
  return render(<MockedProvider mocks={mocks}>{cell}</MockedProvider>)
}

describe('createCell', () => {
  it('shows Loading... then Success with the data as props, passing props as variables', async () => {
    renderCell([mock({ data: { stages: [stage(1, 'Stage 1')] } })])
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(await screen.findByRole('listitem')).toHaveTextContent('Stage 1')
  })

  it('shows Empty when every top-level field is empty', async () => {
    renderCell([mock({ data: { stages: [] } })])
    expect(await screen.findByText('No stages yet')).toBeInTheDocument()
  })

  it('renders the default Failure with the GraphQL message', async () => {
    renderCell([mock({ errors: [{ message: 'Not allowed to see stages' } as never] })])
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed to see stages')
  })

  it('passes refetch to Success', async () => {
    const user = userEvent.setup()
    const second = vi.fn(() => ({ data: { stages: [stage(2, 'Stage 2')] } }))
    renderCell([mock({ data: { stages: [stage(1, 'Stage 1')] } }), { ...mock(undefined), result: second }])
    await user.click(await screen.findByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('Stage 2')).toBeInTheDocument()
    expect(second).toHaveBeenCalled()
  })

  it('uses beforeQuery, afterQuery and isEmpty', async () => {
    const Cell = createCell<{ id: number }, Data, { names: string }>({
      QUERY,
      beforeQuery: ({ id }) => ({ variables: { batch: id } }),
      afterQuery: (data) => ({ names: data.stages.map((s) => s.name).join(', ') }),
      isEmpty: (data) => data.stages.length < 2,
      Empty: () => <p>Too few</p>,
      Success: ({ names }) => <p>Names: {names}</p>,
    })
    renderCell([mock({ data: { stages: [stage(1, 'A'), stage(2, 'B')] } })], <Cell id={17} />)
    expect(await screen.findByText('Names: A, B')).toBeInTheDocument()
  })

  it('uses a custom Failure with the error', async () => {
    const Cell = createCell<{ batch: number }, Data>({
      QUERY,
      Failure: ({ error }) => <p>Custom: {error.message}</p>,
      Success: () => null,
    })
    renderCell([mock(undefined, new Error('offline'))], <Cell batch={17} />)
    expect(await screen.findByText('Custom: offline')).toBeInTheDocument()
  })

  it('throws when the query succeeded without data', async () => {
    class Catch extends Component<{ children: ReactNode }, { message?: string }> {
      state: { message?: string } = {}
      static getDerivedStateFromError(e: Error) {
        return { message: e.message }
      }
      render() {
        return this.state.message ? <p>Caught: {this.state.message}</p> : this.props.children
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Cell = createCell<{ batch: number }, Data>({
      QUERY,
      beforeQuery: () => ({ skip: true }),
      Success: () => null,
    })
    renderCell([], <Catch><Cell batch={17} /></Catch>)
    expect(await screen.findByText(/Data cell query succeeded but returned no data/)).toBeInTheDocument()
  })
})

describe('isDataEmpty', () => {
  it('is true only when every field is null or an empty list', () => {
    expect(isDataEmpty({ a: null, b: [] })).toBe(true)
    expect(isDataEmpty({ a: null, b: [1] })).toBe(false)
    expect(isDataEmpty({ a: 0 })).toBe(false)
  })
})
