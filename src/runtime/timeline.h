// Timelines of host-program runs (FULGUR_TIMELINE=DIR): one Chrome-trace
// JSON file per rank (DIR/rank<RANK>.json, chrome://tracing and Perfetto
// read it) with the kernels (fusion regions), library calls, copies,
// collectives from start to completion and waits (the time the host program
// was blocked; on CUDA, the time the compute stream was), each under the
// trace's names. CUDA host programs time their work with events on the
// streams (codegen/cuda_program.h) and put it on the streams' tracks. tools/fulgur_timeline.py
// merges the ranks' files and prints how much communication time compute
// hid.
//
// Off (the variable unset), every hook is one load of a null pointer:
// `if (Timeline* tl = Timeline::active())`. On, events are kept in memory
// and the file is written at exit (or by flush()).
//
// Time stamps are microseconds of the system clock, so the ranks of one
// host (and of hosts whose clocks agree) share one time axis.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace fulgur {

class Timeline {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  // The process's timeline, or null when FULGUR_TIMELINE is unset.
  static Timeline* active() { return active_.load(std::memory_order_acquire); }
  // Starts recording into `dir` (made if missing) as rank `rank` (-1: the
  // RANK variable, else 0), replacing what FULGUR_TIMELINE set; for tests
  // and embedders. An empty `dir` stops recording (what was recorded is
  // written first).
  static void start(const std::string& dir, int rank = -1);

  static TimePoint now() { return std::chrono::steady_clock::now(); }

  // A span on the calling thread's track: `cat` is "kernel", "library",
  // "copy" or "wait" (tools/fulgur_timeline.py counts the first three as
  // compute). `args` is a JSON object's members ("" for none), written as
  // given.
  void span(const std::string& name, const char* cat, TimePoint begin, TimePoint end,
            const std::string& args = "");
  // The same on the named track `track` instead of the calling thread's (a
  // CUDA stream's: "CUDA compute stream").
  void span_on(const std::string& track, const std::string& name, const char* cat, TimePoint begin,
               TimePoint end, const std::string& args = "");
  // A collective in flight from `start` (the host program started it) to
  // `done` (its result was complete), on a track of its own per collective
  // (an async span, cat "collective"); `engine_begin` is when the
  // communicator began running it (after the ones queued before it), shown
  // as a span on the communicator's track `comm` (e.g. "comm world").
  void collective(const std::string& name, const std::string& comm, TimePoint start,
                  TimePoint engine_begin, TimePoint done, const std::string& args = "");

  // Writes the file now (everything recorded so far; no file when nothing
  // was recorded, as in a launcher whose workers ran the programs).
  void flush();
  std::string path() const;
  ~Timeline();

  // A JSON string literal of `s`.
  static std::string quote(const std::string& s);

 private:
  Timeline(std::string dir, int rank);
  int thread_track();                        // the calling thread's tid
  int named_track(const std::string& name);  // a communicator's or stream's tid (locked)
  double micros(TimePoint t) const;

  static std::atomic<Timeline*> active_;
  std::string dir_;
  int rank_;
  int64_t offset_us_;  // system clock minus steady clock, in microseconds
  std::mutex mu_;
  std::vector<std::string> events_;  // JSON objects
  std::vector<std::string> named_tracks_;
  int next_thread_ = 0;
  int64_t next_id_ = 0;
};

}  // namespace fulgur
