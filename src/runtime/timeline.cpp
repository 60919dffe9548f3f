#include "runtime/timeline.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "ir/error.h"

namespace fulgur {

std::atomic<Timeline*> Timeline::active_{nullptr};

namespace {

int rank_from_env() {
  const char* r = std::getenv("RANK");
  if (!r || !*r) return 0;
  char* end = nullptr;
  long v = std::strtol(r, &end, 10);
  return end && *end == '\0' && v >= 0 && v < (1 << 30) ? static_cast<int>(v) : 0;
}

// Never destroyed: the timeline is written at exit, after static objects
// made later than its registration are gone.
std::mutex& registry_mu() {
  static auto* mu = new std::mutex;
  return *mu;
}

// The threads that recorded spans, in order of their first span (tid i+1).
std::vector<std::thread::id>& thread_ids() {
  static auto* ids = new std::vector<std::thread::id>;
  return *ids;
}

void stop_at_exit() {
  Timeline::start("");
}

// FULGUR_TIMELINE=DIR, read once when the runtime is loaded.
struct FromEnvironment {
  FromEnvironment() {
    const char* d = std::getenv("FULGUR_TIMELINE");
    if (d && *d) {
      try {
        Timeline::start(d);
      } catch (const std::exception& e) {
        std::cerr << "fulgur: FULGUR_TIMELINE: " << e.what() << "\n";
      }
    }
  }
} from_environment;

constexpr int kCommTrackBase = 1000;

}  // namespace

Timeline::Timeline(std::string dir, int rank) : dir_(std::move(dir)), rank_(rank) {
  auto sys = std::chrono::duration_cast<std::chrono::microseconds>(
                 std::chrono::system_clock::now().time_since_epoch())
                 .count();
  auto steady =
      std::chrono::duration_cast<std::chrono::microseconds>(now().time_since_epoch()).count();
  offset_us_ = sys - steady;
}

void Timeline::start(const std::string& dir, int rank) {
  static std::mutex start_mu;  // one start() at a time
  static bool registered = false;
  std::lock_guard<std::mutex> lock(start_mu);
  if (Timeline* old = active_.exchange(nullptr)) {  // new spans go nowhere now
    try {
      old->flush();
    } catch (const std::exception& e) {
      std::cerr << "fulgur: FULGUR_TIMELINE: " << e.what() << "\n";
    }
    // Not deleted: a thread may still be recording into it.
  }
  if (dir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  FULGUR_CHECK(!ec && std::filesystem::is_directory(dir),
               "FULGUR_TIMELINE: expected a directory for the timeline files, got '", dir, "' (",
               ec ? ec.message() : "not a directory", ")");
  if (!registered) {
    registered = true;
    std::atexit(stop_at_exit);
  }
  active_ = new Timeline(dir, rank >= 0 ? rank : rank_from_env());
}

Timeline::~Timeline() = default;

std::string Timeline::path() const {
  return (std::filesystem::path(dir_) / ("rank" + std::to_string(rank_) + ".json")).string();
}

double Timeline::micros(TimePoint t) const {
  auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
  return static_cast<double>(offset_us_) + static_cast<double>(ns) / 1000.0;
}

std::string Timeline::quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

int Timeline::thread_track() {
  auto& ids = thread_ids();
  auto me = std::this_thread::get_id();
  auto it = std::find(ids.begin(), ids.end(), me);
  if (it != ids.end()) return static_cast<int>(it - ids.begin()) + 1;
  ids.push_back(me);
  return static_cast<int>(ids.size());
}

int Timeline::named_track(const std::string& comm) {
  auto it = std::find(named_tracks_.begin(), named_tracks_.end(), comm);
  if (it != named_tracks_.end())
    return kCommTrackBase + static_cast<int>(it - named_tracks_.begin());
  named_tracks_.push_back(comm);
  return kCommTrackBase + static_cast<int>(named_tracks_.size()) - 1;
}

namespace {

std::string number(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

}  // namespace

void Timeline::span(const std::string& name, const char* cat, TimePoint begin, TimePoint end,
                    const std::string& args) {
  std::lock_guard<std::mutex> lock(mu_);
  int tid;
  {
    std::lock_guard<std::mutex> reg(registry_mu());
    tid = thread_track();
  }
  double b = micros(begin), e = micros(std::max(begin, end));
  events_.push_back("{\"name\":" + quote(name) + ",\"cat\":\"" + cat + "\",\"ph\":\"X\",\"ts\":" +
                    number(b) + ",\"dur\":" + number(e - b) + ",\"pid\":" + std::to_string(rank_) +
                    ",\"tid\":" + std::to_string(tid) + ",\"args\":{" + args + "}}");
}

void Timeline::span_on(const std::string& track, const std::string& name, const char* cat,
                       TimePoint begin, TimePoint end, const std::string& args) {
  std::lock_guard<std::mutex> lock(mu_);
  const int tid = named_track(track);
  double b = micros(begin), e = micros(std::max(begin, end));
  events_.push_back("{\"name\":" + quote(name) + ",\"cat\":\"" + cat + "\",\"ph\":\"X\",\"ts\":" +
                    number(b) + ",\"dur\":" + number(e - b) + ",\"pid\":" + std::to_string(rank_) +
                    ",\"tid\":" + std::to_string(tid) + ",\"args\":{" + args + "}}");
}

void Timeline::collective(const std::string& name, const std::string& comm, TimePoint start,
                          TimePoint engine_begin, TimePoint done, const std::string& args) {
  std::lock_guard<std::mutex> lock(mu_);
  const int tid = named_track(comm);
  const std::string id = std::to_string(next_id_++);
  const std::string common = "\"name\":" + quote(name) + ",\"cat\":\"collective\",\"id\":" + id +
                             ",\"pid\":" + std::to_string(rank_) +
                             ",\"tid\":" + std::to_string(tid);
  double s = micros(start), d = micros(std::max(start, done));
  double eb = micros(std::clamp(engine_begin, start, std::max(start, done)));
  events_.push_back("{" + common + ",\"ph\":\"b\",\"ts\":" + number(s) + ",\"args\":{" + args +
                    (args.empty() ? "" : ",") + "\"engine_begin\":" + number(eb) + "}}");
  events_.push_back("{" + common + ",\"ph\":\"e\",\"ts\":" + number(d) + "}");
  events_.push_back("{\"name\":" + quote(name) +
                    ",\"cat\":\"comm_engine\",\"ph\":\"X\",\"ts\":" + number(eb) +
                    ",\"dur\":" + number(d - eb) + ",\"pid\":" + std::to_string(rank_) +
                    ",\"tid\":" + std::to_string(tid) + ",\"args\":{" + args + "}}");
}

void Timeline::flush() {
  std::vector<std::string> events;
  std::vector<std::string> comms;
  {
    std::lock_guard<std::mutex> lock(mu_);
    events = events_;
    comms = named_tracks_;
  }
  // A process that ran nothing (a launcher whose workers ran the programs)
  // writes no file: it would replace a worker's of the same rank.
  if (events.empty()) return;
  size_t threads;
  {
    std::lock_guard<std::mutex> reg(registry_mu());
    threads = thread_ids().size();
  }
  const std::string pid = std::to_string(rank_);
  auto meta = [&](const char* what, int tid, const std::string& value) {
    return std::string("{\"name\":\"") + what + "\",\"ph\":\"M\",\"pid\":" + pid +
           (tid >= 0 ? ",\"tid\":" + std::to_string(tid) : std::string()) +
           ",\"args\":{\"name\":" + quote(value) + "}}";
  };
  std::vector<std::string> all;
  all.push_back(meta("process_name", -1, "rank " + pid));
  for (size_t i = 0; i < threads; ++i)
    all.push_back(meta("thread_name", static_cast<int>(i) + 1,
                       i == 0 ? std::string("host program") : "host thread " + std::to_string(i)));
  for (size_t i = 0; i < comms.size(); ++i)
    all.push_back(meta("thread_name", kCommTrackBase + static_cast<int>(i), comms[i]));
  all.insert(all.end(), events.begin(), events.end());
  const std::string file = path();
  const std::string tmp = file + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    FULGUR_CHECK(out.good(), "FULGUR_TIMELINE: cannot write ", tmp);
    out << "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"rank\":" << pid
        << ",\"writer\":\"fulgur\"},\"traceEvents\":[\n";
    for (size_t i = 0; i < all.size(); ++i) out << (i ? ",\n" : "") << all[i];
    out << "\n]}\n";
    FULGUR_CHECK(out.good(), "FULGUR_TIMELINE: writing ", tmp, " failed");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, file, ec);
  FULGUR_CHECK(!ec, "FULGUR_TIMELINE: cannot rename ", tmp, " to ", file, ": ", ec.message());
}

}  // namespace fulgur
