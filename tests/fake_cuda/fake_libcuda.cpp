// A fake CUDA driver (libcuda's entry points on host memory) for tests of
// the runtime's lifetimes and stream use on machines without a GPU: streams
// run their work lazily (when synchronized, or when an event recorded on
// them is waited for), so a test sees what would still be in flight, and
// counters say what is alive and how often the host waited.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace {

using CUresult = int;
constexpr CUresult kOk = 0, kInvalidValue = 1, kInvalidHandle = 400, kNotReady = 600;

struct Stream {
  std::vector<std::function<void()>> queue;
  size_t done = 0;  // ops run so far (queue positions below it)
  void run_to(size_t pos) {
    while (done < pos && done < queue.size()) {
      auto op = std::move(queue[done]);
      ++done;  // before running: an op may run other streams, never this one again
      op();
    }
  }
  void run_all() { run_to(queue.size()); }
};

struct Event {
  Stream* stream = nullptr;  // where it was last recorded
  size_t pos = 0;            // ... after this many ops
};

std::map<void*, std::unique_ptr<Stream>>& streams() {
  static std::map<void*, std::unique_ptr<Stream>> s;
  return s;
}
std::map<void*, std::unique_ptr<Event>>& events() {
  static std::map<void*, std::unique_ptr<Event>> e;
  return e;
}

Stream* stream_of(void* s) {
  auto it = streams().find(s);
  return it == streams().end() ? nullptr : it->second.get();
}

}  // namespace

extern "C" {

// What the tests read (dlsym "fake_cuda_counters").
struct FakeCudaCounters {
  long live_streams, live_events, live_modules, live_allocations, retained_contexts;
  long stream_syncs, event_syncs, stream_waits, launches;
};
static FakeCudaCounters counters{};
FakeCudaCounters* fake_cuda_counters() {
  return &counters;
}
// Runs every stream's pending work (the device catching up).
void fake_cuda_run_all() {
  for (auto& [h, s] : streams()) s->run_all();
}

CUresult cuInit(unsigned) {
  return kOk;
}
CUresult cuDriverGetVersion(int* v) {
  *v = 13000;
  return kOk;
}
CUresult cuDeviceGetCount(int* n) {
  *n = 1;
  return kOk;
}
CUresult cuDeviceGet(int* d, int i) {
  if (i != 0) return 101;  // CUDA_ERROR_INVALID_DEVICE
  *d = 0;
  return kOk;
}
CUresult cuDeviceGetAttribute(int* v, int attr, int) {
  *v = attr == 75 ? 9 : attr == 76 ? 0 : attr == 16 ? 132 : 0;
  return kOk;
}
CUresult cuDevicePrimaryCtxRetain(void** ctx, int) {
  static int the_context;
  *ctx = &the_context;
  ++counters.retained_contexts;
  return kOk;
}
CUresult cuDevicePrimaryCtxRelease_v2(int) {
  if (counters.retained_contexts == 0) return kInvalidValue;
  --counters.retained_contexts;
  return kOk;
}
CUresult cuCtxSetCurrent(void*) {
  return kOk;
}
CUresult cuModuleLoadData(void** m, const void*) {
  *m = new char;
  ++counters.live_modules;
  return kOk;
}
CUresult cuModuleGetFunction(void** f, void* m, const char*) {
  *f = m;
  return kOk;
}
CUresult cuModuleUnload(void* m) {
  delete static_cast<char*>(m);
  --counters.live_modules;
  return kOk;
}
CUresult cuLaunchKernel(void*, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                        void* s, void**, void**) {
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->queue.push_back([] { ++counters.launches; });
  return kOk;
}
CUresult cuStreamCreate(void** s, unsigned) {
  auto st = std::make_unique<Stream>();
  *s = st.get();
  streams()[*s] = std::move(st);
  ++counters.live_streams;
  return kOk;
}
CUresult cuStreamDestroy_v2(void* s) {
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->run_all();  // destroying does not cancel enqueued work
  streams().erase(s);
  --counters.live_streams;
  return kOk;
}
CUresult cuStreamSynchronize(void* s) {
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  ++counters.stream_syncs;
  st->run_all();
  return kOk;
}
CUresult cuEventCreate(void** e, unsigned) {
  auto ev = std::make_unique<Event>();
  *e = ev.get();
  events()[*e] = std::move(ev);
  ++counters.live_events;
  return kOk;
}
CUresult cuEventDestroy_v2(void* e) {
  if (!events().erase(e)) return kInvalidHandle;
  --counters.live_events;
  return kOk;
}
CUresult cuEventRecord(void* e, void* s) {
  auto it = events().find(e);
  Stream* st = stream_of(s);
  if (it == events().end() || !st) return kInvalidHandle;
  it->second->stream = st;
  it->second->pos = st->queue.size();
  return kOk;
}
CUresult cuEventQuery(void* e) {
  auto it = events().find(e);
  if (it == events().end()) return kInvalidHandle;
  const Event& ev = *it->second;
  return !ev.stream || ev.stream->done >= ev.pos ? kOk : kNotReady;
}
CUresult cuEventSynchronize(void* e) {
  auto it = events().find(e);
  if (it == events().end()) return kInvalidHandle;
  ++counters.event_syncs;
  if (it->second->stream) it->second->stream->run_to(it->second->pos);
  return kOk;
}
CUresult cuStreamWaitEvent(void* s, void* e, unsigned) {
  auto it = events().find(e);
  Stream* st = stream_of(s);
  if (it == events().end() || !st) return kInvalidHandle;
  ++counters.stream_waits;
  Stream* other = it->second->stream;
  size_t pos = it->second->pos;
  if (other && other != st) st->queue.push_back([other, pos] { other->run_to(pos); });
  return kOk;
}
CUresult cuEventElapsedTime_v2(float* ms, void*, void*) {
  *ms = 0.5f;
  return kOk;
}
CUresult cuMemAllocAsync(uint64_t* p, size_t bytes, void* s) {
  if (!stream_of(s)) return kInvalidHandle;
  *p = reinterpret_cast<uint64_t>(std::malloc(bytes));
  ++counters.live_allocations;
  return kOk;
}
CUresult cuDeviceGetDefaultMemPool(void** pool, int) {
  static int the_pool;
  *pool = &the_pool;
  return kOk;
}
CUresult cuMemPoolSetAttribute(void*, int, void*) {
  return kOk;
}
CUresult cuMemFreeAsync(uint64_t p, void* s) {
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->queue.push_back([p] {
    std::free(reinterpret_cast<void*>(p));
    --counters.live_allocations;
  });
  return kOk;
}
// Copies read their source when the stream runs them (as from pinned host
// memory): a host buffer released too early shows as a wrong result.
CUresult cuMemcpyHtoDAsync_v2(uint64_t dst, const void* src, size_t n, void* s) {
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->queue.push_back([=] { std::memcpy(reinterpret_cast<void*>(dst), src, n); });
  return kOk;
}
CUresult cuMemcpyDtoHAsync_v2(void* dst, uint64_t src, size_t n, void* s) {
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->queue.push_back([=] { std::memcpy(dst, reinterpret_cast<const void*>(src), n); });
  return kOk;
}
CUresult cuMemcpyDtoDAsync_v2(uint64_t dst, uint64_t src, size_t n, void* s) {
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->queue.push_back(
      [=] { std::memcpy(reinterpret_cast<void*>(dst), reinterpret_cast<const void*>(src), n); });
  return kOk;
}
CUresult cuGetErrorName(CUresult, const char** s) {
  *s = "FAKE_ERROR";
  return kOk;
}
CUresult cuGetErrorString(CUresult, const char** s) {
  *s = "an error of the fake driver";
  return kOk;
}

}  // extern "C"
