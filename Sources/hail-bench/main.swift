import UIKit

print("hail-bench: no benchmarks yet")
